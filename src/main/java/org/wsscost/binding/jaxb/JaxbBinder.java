package org.wsscost.binding.jaxb;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;
import jakarta.xml.bind.Unmarshaller;
import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Records;
import org.wsscost.binding.framework.Stax;
import org.wsscost.binding.jaxb.generated.ObjectFactory;
import org.wsscost.binding.jaxb.generated.Quake;
import org.wsscost.binding.jaxb.generated.Quakes;
import org.wsscost.binding.jaxb.generated.Query;
import org.wsscost.binding.jaxb.generated.Region;
import org.wsscost.binding.jaxb.generated.Regions;
import org.wsscost.binding.jaxb.generated.ResultSet;
import org.wsscost.binding.jaxb.generated.Results;

/**
 * JAXB through Metro's bundled runtime, on xjc's classes: unmarshals from and marshals (as a fragment) to
 * the common StAX reader and writer. The context is made with the binder, outside any timed region.
 */
public final class JaxbBinder implements PayloadBinder {
    private final Stax stax;
    private final Unmarshaller unmarshaller;
    private final Marshaller marshaller;
    private final DatatypeFactory datatypes;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 16);

    public JaxbBinder(Stax stax) {
        this.stax = stax;
        try {
            JAXBContext context = JAXBContext.newInstance(ObjectFactory.class);
            unmarshaller = context.createUnmarshaller();
            marshaller = context.createMarshaller();
            marshaller.setProperty(Marshaller.JAXB_FRAGMENT, Boolean.TRUE);
            datatypes = DatatypeFactory.newInstance();
        } catch (JAXBException | DatatypeConfigurationException e) {
            throw new IllegalStateException("JAXB for the seismic schema: " + e, e);
        }
    }

    @Override
    public Object bind(XMLStreamReader payload) {
        try {
            return unmarshaller.unmarshal(payload);
        } catch (JAXBException e) {
            throw new IllegalStateException("jaxb bind: " + e, e);
        }
    }

    @Override
    public byte[] marshal(Object bound) {
        buffer.reset();
        XMLStreamWriter out = stax.writer(buffer);
        try {
            marshaller.marshal(bound, out);
            out.close();
        } catch (JAXBException | XMLStreamException e) {
            throw new IllegalStateException("jaxb marshal: " + e, e);
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
        for (ResultSet set : results.getResultSet()) {
            List<org.wsscost.corpus.Region> regions = new ArrayList<>();
            for (Region r : set.getRegions().getRegion()) {
                regions.add(records.region(r.getIdent(), r.getIndex(), r.getValue(), set.getAreaName()));
            }
            Records.count("regions", set.getRegions().getCount(), regions.size());
            List<org.wsscost.corpus.Quake> quakes = new ArrayList<>();
            for (Quake q : set.getQuakes().getQuake()) {
                quakes.add(Records.quake(millis(q.getTime()), q.getMillis(), q.getLatitude(), q.getLongitude(),
                        q.getDepth(), q.getMagnitude(), q.getMethod(), records.region(((Region) q.getRegion()).getIdent())));
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
            x.setMinDate(calendar(q.minDate()));
            x.setMaxDate(calendar(q.maxDate()));
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
        for (org.wsscost.corpus.ResultSet set : results.sets()) {
            ResultSet s = new ResultSet();
            s.setAreaName(set.area());
            Map<String, Region> byIdent = new HashMap<>();
            s.setRegions(new Regions());
            s.getRegions().setCount(set.regions().size());
            for (org.wsscost.corpus.Region r : set.regions()) {
                Region region = new Region();
                region.setIdent(r.ident());
                region.setIndex(r.index());
                region.setValue(r.name());
                s.getRegions().getRegion().add(region);
                byIdent.put(r.ident(), region);
            }
            s.setQuakes(new Quakes());
            s.getQuakes().setCount(set.quakes().size());
            for (org.wsscost.corpus.Quake q : set.quakes()) {
                Quake quake = new Quake();
                quake.setTime(calendar(Instant.ofEpochMilli(q.millis())));
                quake.setMillis(q.millis());
                quake.setLatitude(q.latitude());
                quake.setLongitude(q.longitude());
                quake.setDepth(q.depth());
                quake.setMagnitude(q.magnitude());
                quake.setMethod(q.method());
                quake.setRegion(byIdent.get(q.region().ident()));
                s.getQuakes().getQuake().add(quake);
            }
            x.getResultSet().add(s);
        }
        return x;
    }

    private XMLGregorianCalendar calendar(Instant t) {
        return t == null ? null : datatypes.newXMLGregorianCalendar(t.toString());
    }

    private static Instant instant(XMLGregorianCalendar c) {
        return c == null ? null : Instant.ofEpochMilli(millis(c));
    }

    private static long millis(XMLGregorianCalendar c) {
        return c.toGregorianCalendar().getTimeInMillis();
    }
}
