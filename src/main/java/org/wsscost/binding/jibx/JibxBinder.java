package org.wsscost.binding.jibx;

import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import javax.xml.stream.XMLStreamReader;
import org.jibx.runtime.BindingDirectory;
import org.jibx.runtime.IBindingFactory;
import org.jibx.runtime.IMarshallingContext;
import org.jibx.runtime.JiBXException;
import org.jibx.runtime.impl.StAXReaderWrapper;
import org.jibx.runtime.impl.StAXWriter;
import org.jibx.runtime.impl.UnmarshallingContext;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Records;
import org.wsscost.binding.framework.Stax;
import org.wsscost.binding.jibx.generated.Quake;
import org.wsscost.binding.jibx.generated.Quakes;
import org.wsscost.binding.jibx.generated.Query;
import org.wsscost.binding.jibx.generated.Region;
import org.wsscost.binding.jibx.generated.Regions;
import org.wsscost.binding.jibx.generated.ResultSet;
import org.wsscost.binding.jibx.generated.Results;

/**
 * JiBX on classes and a binding from its schema code generator, the binding compiled into their bytecode at
 * build time. Reads the common StAX reader through JiBX's StAX wrapper and writes to the common StAX writer
 * through JiBX's StAX writer (its own reader is XPP3, its own writer a UTF-8 stream writer).
 */
public final class JibxBinder implements PayloadBinder {
    private final Stax stax;
    private final IBindingFactory factory;
    private final UnmarshallingContext unmarshalling;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 16);

    public JibxBinder(Stax stax) {
        this.stax = stax;
        try {
            factory = BindingDirectory.getFactory(Results.class);
            unmarshalling = (UnmarshallingContext) factory.createUnmarshallingContext();
        } catch (JiBXException e) {
            throw new IllegalStateException("JiBX binding of the seismic schema (was it compiled at build time?): "
                    + e, e);
        }
    }

    @Override
    public Object bind(XMLStreamReader payload) {
        try {
            unmarshalling.setDocument(new StAXReaderWrapper(payload, "payload", true));
            return unmarshalling.unmarshalElement();
        } catch (JiBXException e) {
            throw new IllegalStateException("jibx bind: " + e, e);
        }
    }

    @Override
    public byte[] marshal(Object bound) {
        buffer.reset();
        try {
            IMarshallingContext out = factory.createMarshallingContext();
            out.setXmlWriter(new StAXWriter(factory.getNamespaces(), stax.writer(buffer)));
            out.marshalDocument(bound);
        } catch (JiBXException e) {
            throw new IllegalStateException("jibx marshal: " + e, e);
        }
        return buffer.toByteArray();
    }

    @Override
    public Object toRecords(Object bound) {
        if (bound instanceof Query q) {
            return new org.wsscost.corpus.Query(instant(q.getMinDate()), instant(q.getMaxDate()), q.getMinLong(),
                    q.getMaxLong(), q.getMinLat(), q.getMaxLat(), q.getMinMag(), q.getMaxMag(), q.getMinDepth(),
                    q.getMaxDepth());
        }
        Results results = (Results) bound;
        Records records = new Records();
        List<org.wsscost.corpus.ResultSet> sets = new ArrayList<>();
        for (ResultSet set : orEmpty(results.getResultSetList())) {
            List<org.wsscost.corpus.Region> regions = new ArrayList<>();
            for (Region r : orEmpty(set.getRegions().getRegionList())) {
                regions.add(records.region(r.getIdent(), r.getIndex(), r.getString(), set.getAreaName()));
            }
            Records.count("regions", set.getRegions().getCount(), regions.size());
            List<org.wsscost.corpus.Quake> quakes = new ArrayList<>();
            for (Quake q : orEmpty(set.getQuakes().getQuakeList())) {
                quakes.add(Records.quake(q.getTime().getTime(), q.getMillis(), q.getLatitude(), q.getLongitude(),
                        q.getDepth(), q.getMagnitude(), q.getMethod(), records.region(q.getRegion())));
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
            x.setMinDate(date(q.minDate()));
            x.setMaxDate(date(q.maxDate()));
            x.setMinLong(q.minLong());
            x.setMaxLong(q.maxLong());
            x.setMinLat(q.minLat());
            x.setMaxLat(q.maxLat());
            x.setMinMag(q.minMag());
            x.setMaxMag(q.maxMag());
            x.setMinDepth(q.minDepth());
            x.setMaxDepth(q.maxDepth());
            return x;
        }
        org.wsscost.corpus.Results results = (org.wsscost.corpus.Results) records;
        Results x = new Results();
        x.setCount(results.count());
        List<ResultSet> sets = new ArrayList<>();
        for (org.wsscost.corpus.ResultSet set : results.sets()) {
            ResultSet s = new ResultSet();
            s.setAreaName(set.area());
            Regions regions = new Regions();
            regions.setCount(set.regions().size());
            List<Region> regionList = new ArrayList<>();
            for (org.wsscost.corpus.Region r : set.regions()) {
                Region region = new Region();
                region.setIdent(r.ident());
                region.setIndex(r.index());
                region.setString(r.name());
                regionList.add(region);
            }
            regions.setRegionList(regionList);
            s.setRegions(regions);
            Quakes quakes = new Quakes();
            quakes.setCount(set.quakes().size());
            List<Quake> quakeList = new ArrayList<>();
            for (org.wsscost.corpus.Quake q : set.quakes()) {
                Quake quake = new Quake();
                quake.setTime(new Date(q.millis()));
                quake.setMillis(q.millis());
                quake.setLatitude(q.latitude());
                quake.setLongitude(q.longitude());
                quake.setDepth(q.depth());
                quake.setMagnitude(q.magnitude());
                quake.setMethod(q.method());
                quake.setRegion(q.region().ident());
                quakeList.add(quake);
            }
            quakes.setQuakeList(quakeList);
            s.setQuakes(quakes);
            sets.add(s);
        }
        x.setResultSetList(sets);
        return x;
    }

    /** JiBX leaves a collection that had no element null. */
    private static <T> List<T> orEmpty(List<T> bound) {
        return bound == null ? List.of() : bound;
    }

    private static Date date(Instant t) {
        return t == null ? null : Date.from(t);
    }

    private static Instant instant(Date d) {
        return d == null ? null : d.toInstant();
    }
}
