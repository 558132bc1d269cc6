package org.wsscost.binding.adb;

import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;
import java.util.function.Consumer;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.apache.axis2.databinding.ADBBean;
import org.apache.axis2.databinding.ADBException;
import org.apache.axis2.databinding.types.IDRef;
import org.apache.axis2.databinding.types.Id;
import org.wsscost.binding.adb.generated.Quake;
import org.wsscost.binding.adb.generated.Quakes;
import org.wsscost.binding.adb.generated.Query;
import org.wsscost.binding.adb.generated.Region;
import org.wsscost.binding.adb.generated.Regions;
import org.wsscost.binding.adb.generated.ResultSet;
import org.wsscost.binding.adb.generated.Results;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Records;
import org.wsscost.binding.framework.Stax;

/**
 * Axis2's ADB on classes from Axis2's schema compiler: each bean's generated {@code Factory.parse} reads the
 * StAX reader it is given (in Axis2, the one Axiom's {@code getXMLStreamReader} hands out), and
 * {@code serialize} writes to a StAX writer.
 */
public final class AdbBinder implements PayloadBinder {
    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    private final Stax stax;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 16);

    public AdbBinder(Stax stax) {
        this.stax = stax;
    }

    @Override
    public Object bind(XMLStreamReader payload) {
        return parse(payload);
    }

    /** The payload the reader is positioned on, parsed by the generated factory of its element. */
    public static ADBBean parse(XMLStreamReader payload) {
        try {
            return Query.MY_QNAME.getLocalPart().equals(payload.getLocalName())
                    ? Query.Factory.parse(payload) : Results.Factory.parse(payload);
        } catch (Exception e) {
            // the generated parse methods declare Exception
            throw new IllegalStateException("adb bind: " + e, e);
        }
    }

    /** Quakes in a bound payload: every result set's quakes for {@link Results}, 0 for a {@link Query}. */
    public static int quakes(ADBBean bound) {
        if (bound instanceof Query) {
            return 0;
        }
        int quakes = 0;
        for (ResultSet set : orEmpty(((Results) bound).getResultSet(), new ResultSet[0])) {
            quakes += orEmpty(set.getQuakes().getQuake(), new Quake[0]).length;
        }
        return quakes;
    }

    /** The first result set's area name, for a check that what was bound is what was signed. */
    public static String areaName(ADBBean bound) {
        return ((Results) bound).getResultSet()[0].getAreaName();
    }

    @Override
    public byte[] marshal(Object bound) {
        buffer.reset();
        XMLStreamWriter out = stax.writer(buffer);
        try {
            if (bound instanceof Query q) {
                q.serialize(Query.MY_QNAME, out);
            } else {
                ((ADBBean) bound).serialize(Results.MY_QNAME, out);
            }
            out.close();
        } catch (XMLStreamException | ADBException e) {
            throw new IllegalStateException("adb marshal: " + e, e);
        }
        return buffer.toByteArray();
    }

    @Override
    public Object toRecords(Object bound) {
        if (bound instanceof Query q) {
            return new org.wsscost.corpus.Query(q.isMinDateSpecified() ? instant(q.getMinDate()) : null,
                    q.isMaxDateSpecified() ? instant(q.getMaxDate()) : null,
                    q.isMinLongSpecified() ? q.getMinLong() : null, q.isMaxLongSpecified() ? q.getMaxLong() : null,
                    q.isMinLatSpecified() ? q.getMinLat() : null, q.isMaxLatSpecified() ? q.getMaxLat() : null,
                    q.isMinMagSpecified() ? q.getMinMag() : null, q.isMaxMagSpecified() ? q.getMaxMag() : null,
                    q.isMinDepthSpecified() ? q.getMinDepth() : null,
                    q.isMaxDepthSpecified() ? q.getMaxDepth() : null);
        }
        Results results = (Results) bound;
        Records records = new Records();
        List<org.wsscost.corpus.ResultSet> sets = new ArrayList<>();
        for (ResultSet set : orEmpty(results.getResultSet(), new ResultSet[0])) {
            List<org.wsscost.corpus.Region> regions = new ArrayList<>();
            for (Region r : orEmpty(set.getRegions().getRegion(), new Region[0])) {
                regions.add(records.region(r.getIdent().toString(), r.getIndex(), r.getString(), set.getAreaName()));
            }
            Records.count("regions", set.getRegions().getCount(), regions.size());
            List<org.wsscost.corpus.Quake> quakes = new ArrayList<>();
            for (Quake q : orEmpty(set.getQuakes().getQuake(), new Quake[0])) {
                quakes.add(Records.quake(q.getTime().getTimeInMillis(), q.getMillis(), q.getLatitude(),
                        q.getLongitude(), q.getDepth(), q.getMagnitude(), q.getMethod(),
                        records.region(q.getRegion().toString())));
            }
            Records.count("quakes", set.getQuakes().getCount(), quakes.size());
            sets.add(new org.wsscost.corpus.ResultSet(set.getAreaName(), regions, quakes));
        }
        return Records.results(results.getCount(), sets);
    }

    @Override
    public Object fromRecords(Object records) {
        if (records instanceof org.wsscost.corpus.Query q) {
            Query x = new Query();
            set(q.minDate(), t -> x.setMinDate(calendar(t)));
            set(q.maxDate(), t -> x.setMaxDate(calendar(t)));
            set(q.minLong(), x::setMinLong);
            set(q.maxLong(), x::setMaxLong);
            set(q.minLat(), x::setMinLat);
            set(q.maxLat(), x::setMaxLat);
            set(q.minMag(), x::setMinMag);
            set(q.maxMag(), x::setMaxMag);
            set(q.minDepth(), x::setMinDepth);
            set(q.maxDepth(), x::setMaxDepth);
            return x;
        }
        org.wsscost.corpus.Results results = (org.wsscost.corpus.Results) records;
        Results x = new Results();
        x.setCount(results.count());
        for (org.wsscost.corpus.ResultSet set : results.sets()) {
            ResultSet s = new ResultSet();
            s.setAreaName(set.area());
            Regions regions = new Regions();
            regions.setCount(set.regions().size());
            for (org.wsscost.corpus.Region r : set.regions()) {
                Region region = new Region();
                region.setIdent(new Id(r.ident()));
                region.setIndex(r.index());
                region.setString(r.name());
                regions.addRegion(region);
            }
            s.setRegions(regions);
            Quakes quakes = new Quakes();
            quakes.setCount(set.quakes().size());
            for (org.wsscost.corpus.Quake q : set.quakes()) {
                Quake quake = new Quake();
                quake.setTime(calendar(Instant.ofEpochMilli(q.millis())));
                quake.setMillis(q.millis());
                quake.setLatitude(q.latitude());
                quake.setLongitude(q.longitude());
                quake.setDepth(q.depth());
                quake.setMagnitude(q.magnitude());
                quake.setMethod(q.method());
                quake.setRegion(new IDRef(q.region().ident()));
                quakes.addQuake(quake);
            }
            s.setQuakes(quakes);
            x.addResultSet(s);
        }
        return x;
    }

    /** ADB leaves an array that had no element null. */
    private static <T> T[] orEmpty(T[] bound, T[] empty) {
        return bound == null ? empty : bound;
    }

    private static <T> void set(T value, Consumer<T> setter) {
        if (value != null) {
            setter.accept(value);
        }
    }

    private static Calendar calendar(Instant t) {
        Calendar c = new GregorianCalendar(UTC);
        c.setTimeInMillis(t.toEpochMilli());
        return c;
    }

    private static Instant instant(Calendar c) {
        return Instant.ofEpochMilli(c.getTimeInMillis());
    }
}
