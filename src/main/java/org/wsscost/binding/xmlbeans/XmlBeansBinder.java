package org.wsscost.binding.xmlbeans;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;
import java.util.function.Consumer;
import javax.xml.stream.XMLStreamReader;
import org.apache.xmlbeans.XmlException;
import org.apache.xmlbeans.XmlObject;
import org.apache.xmlbeans.XmlOptions;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Records;
import org.wsscost.binding.xmlbeans.generated.Quake;
import org.wsscost.binding.xmlbeans.generated.QueryDocument;
import org.wsscost.binding.xmlbeans.generated.Region;
import org.wsscost.binding.xmlbeans.generated.ResultSet;
import org.wsscost.binding.xmlbeans.generated.ResultsDocument;

/**
 * XMLBeans 5 on classes from its schema compiler. Binding loads the StAX stream into XMLBeans' own store;
 * typed values are converted when read (so {@link #toRecords} pays for them, {@link #bind} does not).
 * XMLBeans writes only to streams, writers and SAX, never to a StAX writer, so {@link #marshal} uses its own
 * serializer onto the byte buffer.
 */
public final class XmlBeansBinder implements PayloadBinder {
    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 16);
    private final XmlOptions save = new XmlOptions().setSaveNoXmlDecl();

    @Override
    public Object bind(XMLStreamReader payload) {
        try {
            return "query".equals(payload.getLocalName())
                    ? QueryDocument.Factory.parse(payload) : ResultsDocument.Factory.parse(payload);
        } catch (XmlException e) {
            throw new IllegalStateException("xmlbeans bind: " + e, e);
        }
    }

    @Override
    public byte[] marshal(Object bound) {
        buffer.reset();
        try {
            ((XmlObject) bound).save(buffer, save);
        } catch (IOException e) {
            throw new UncheckedIOException("xmlbeans marshal", e);
        }
        return buffer.toByteArray();
    }

    @Override
    public Object toRecords(Object bound) {
        if (bound instanceof QueryDocument d) {
            QueryDocument.Query q = d.getQuery();
            return new org.wsscost.corpus.Query(q.isSetMinDate() ? instant(q.getMinDate()) : null,
                    q.isSetMaxDate() ? instant(q.getMaxDate()) : null,
                    q.isSetMinLong() ? q.getMinLong() : null, q.isSetMaxLong() ? q.getMaxLong() : null,
                    q.isSetMinLat() ? q.getMinLat() : null, q.isSetMaxLat() ? q.getMaxLat() : null,
                    q.isSetMinMag() ? q.getMinMag() : null, q.isSetMaxMag() ? q.getMaxMag() : null,
                    q.isSetMinDepth() ? q.getMinDepth() : null, q.isSetMaxDepth() ? q.getMaxDepth() : null);
        }
        ResultsDocument.Results results = ((ResultsDocument) bound).getResults();
        Records records = new Records();
        List<org.wsscost.corpus.ResultSet> sets = new ArrayList<>();
        for (ResultSet set : results.getResultSetList()) {
            String area = set.getAreaName();
            List<org.wsscost.corpus.Region> regions = new ArrayList<>();
            for (Region r : set.getRegions().getRegionList()) {
                regions.add(records.region(r.getIdent(), r.getIndex(), r.getStringValue(), area));
            }
            Records.count("regions", set.getRegions().getCount(), regions.size());
            List<org.wsscost.corpus.Quake> quakes = new ArrayList<>();
            for (Quake q : set.getQuakes().getQuakeList()) {
                quakes.add(Records.quake(q.getTime().getTimeInMillis(), q.getMillis(), q.getLatitude(),
                        q.getLongitude(), q.getDepth(), q.getMagnitude(), q.getMethod(), records.region(q.getRegion())));
            }
            Records.count("quakes", set.getQuakes().getCount(), quakes.size());
            sets.add(new org.wsscost.corpus.ResultSet(area, regions, quakes));
        }
        return Records.results(results.getCount(), sets);
    }

    @Override
    public Object fromRecords(Object records) {
        if (records instanceof org.wsscost.corpus.Query q) {
            QueryDocument d = QueryDocument.Factory.newInstance();
            QueryDocument.Query x = d.addNewQuery();
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
            return d;
        }
        org.wsscost.corpus.Results results = (org.wsscost.corpus.Results) records;
        ResultsDocument d = ResultsDocument.Factory.newInstance();
        ResultsDocument.Results x = d.addNewResults();
        x.setCount(results.count());
        for (org.wsscost.corpus.ResultSet set : results.sets()) {
            ResultSet s = x.addNewResultSet();
            s.setAreaName(set.area());
            s.addNewRegions().setCount(set.regions().size());
            for (org.wsscost.corpus.Region r : set.regions()) {
                Region region = s.getRegions().addNewRegion();
                region.setStringValue(r.name());
                region.setIdent(r.ident());
                region.setIndex(r.index());
            }
            s.addNewQuakes().setCount(set.quakes().size());
            for (org.wsscost.corpus.Quake q : set.quakes()) {
                Quake quake = s.getQuakes().addNewQuake();
                quake.setTime(calendar(Instant.ofEpochMilli(q.millis())));
                quake.setMillis(q.millis());
                quake.setLatitude(q.latitude());
                quake.setLongitude(q.longitude());
                quake.setDepth(q.depth());
                quake.setMagnitude(q.magnitude());
                quake.setMethod(q.method());
                quake.setRegion(q.region().ident());
            }
        }
        return d;
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
