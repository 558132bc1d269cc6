package org.wsscost.adapter.xfire;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import javax.xml.namespace.QName;
import org.codehaus.xfire.MessageContext;
import org.codehaus.xfire.aegis.MessageReader;
import org.codehaus.xfire.aegis.MessageWriter;
import org.codehaus.xfire.aegis.type.DefaultTypeMappingRegistry;
import org.codehaus.xfire.aegis.type.Type;
import org.codehaus.xfire.aegis.type.TypeMapping;
import org.codehaus.xfire.fault.XFireFault;
import org.wsscost.adapter.xfire.Seismic.Quake;
import org.wsscost.adapter.xfire.Seismic.Quakes;
import org.wsscost.adapter.xfire.Seismic.Query;
import org.wsscost.adapter.xfire.Seismic.Region;
import org.wsscost.adapter.xfire.Seismic.Regions;
import org.wsscost.adapter.xfire.Seismic.ResultSet;
import org.wsscost.adapter.xfire.Seismic.Results;

/**
 * Aegis, XFire 1.2.6's default binding, for the seismic schema. Aegis's bean mapping cannot say what the schema
 * says (repeated elements without a wrapper, a Region's text beside its attributes, unqualified attributes), so
 * each schema type is an Aegis {@link Type} of its own, as XFire's users wrote them for such schemas, registered in
 * a type mapping made by Aegis's default registry; every value goes through that mapping's own simple types
 * (xs:dateTime, xs:float, xs:int, xs:long, xs:string).
 */
final class SeismicTypes {
    private final TypeMapping mapping = new DefaultTypeMappingRegistry(true).createTypeMapping(true);
    private final Type dateTime = mapping.getType(Calendar.class);
    private final Type floating = mapping.getType(Float.class);
    private final Type integer = mapping.getType(Integer.class);
    private final Type longInteger = mapping.getType(Long.class);
    private final Type string = mapping.getType(String.class);
    private final Type region = register(new RegionType(), Region.class, "Region");
    private final Type quake = register(new QuakeType(), Quake.class, "Quake");
    private final Type regions = register(new RegionsType(), Regions.class, "Regions");
    private final Type quakes = register(new QuakesType(), Quakes.class, "Quakes");
    private final Type resultSet = register(new ResultSetType(), ResultSet.class, "ResultSet");
    final Type query = register(new QueryType(), Query.class, "query");
    final Type results = register(new ResultsType(), Results.class, "results");

    private Type register(Type type, Class<?> typeClass, String name) {
        type.setTypeClass(typeClass);
        type.setSchemaType(new QName(Seismic.NS, name));
        type.setTypeMapping(mapping);
        mapping.register(type);
        return type;
    }

    /** The Aegis type of a payload element, by its name. */
    Type forElement(String localName) {
        return switch (localName) {
            case "query" -> query;
            case "results" -> results;
            default -> throw new IllegalArgumentException("xfire: not a seismic payload: " + localName);
        };
    }

    /** The Aegis type of a bound payload. */
    Type forBean(Object bean) {
        return bean instanceof Query ? query : results;
    }

    private static Object attribute(MessageReader reader, String name, Type type, MessageContext context)
            throws XFireFault {
        MessageReader attribute = reader.getAttributeReader(new QName(name));
        if (attribute == null) {
            throw new XFireFault("missing attribute " + name + " on " + reader.getLocalName(), XFireFault.SENDER);
        }
        return type.readObject(attribute, context);
    }

    private static void attribute(MessageWriter writer, String name, Object value, Type type, MessageContext context)
            throws XFireFault {
        // unqualified, as the schema's attributes are (by a bare name Aegis would qualify them with the element's)
        MessageWriter attribute = writer.getAttributeWriter(new QName(name));
        type.writeObject(value, attribute, context);
        attribute.close();
    }

    private static void element(MessageWriter writer, String name, Object value, Type type, MessageContext context)
            throws XFireFault {
        if (value != null) {
            MessageWriter element = writer.getElementWriter(name, Seismic.NS);
            type.writeObject(value, element, context);
            element.close();
        }
    }

    private final class QueryType extends Type {
        @Override
        public Object readObject(MessageReader reader, MessageContext context) throws XFireFault {
            Calendar[] dates = new Calendar[2];
            Float[] bounds = new Float[8];
            while (reader.hasMoreElementReaders()) {
                MessageReader child = reader.getNextElementReader();
                String name = child.getLocalName();
                switch (name) {
                    case "min-date" -> dates[0] = (Calendar) dateTime.readObject(child, context);
                    case "max-date" -> dates[1] = (Calendar) dateTime.readObject(child, context);
                    default -> bounds[bound(name)] = (Float) floating.readObject(child, context);
                }
            }
            return new Query(dates[0], dates[1], bounds[0], bounds[1], bounds[2], bounds[3], bounds[4], bounds[5],
                    bounds[6], bounds[7]);
        }

        private int bound(String name) throws XFireFault {
            return switch (name) {
                case "min-long" -> 0;
                case "max-long" -> 1;
                case "min-lat" -> 2;
                case "max-lat" -> 3;
                case "min-mag" -> 4;
                case "max-mag" -> 5;
                case "min-depth" -> 6;
                case "max-depth" -> 7;
                default -> throw new XFireFault("unknown element " + name + " in a query", XFireFault.SENDER);
            };
        }

        @Override
        public void writeObject(Object object, MessageWriter writer, MessageContext context) throws XFireFault {
            Query q = (Query) object;
            element(writer, "min-date", q.minDate(), dateTime, context);
            element(writer, "max-date", q.maxDate(), dateTime, context);
            element(writer, "min-long", q.minLong(), floating, context);
            element(writer, "max-long", q.maxLong(), floating, context);
            element(writer, "min-lat", q.minLat(), floating, context);
            element(writer, "max-lat", q.maxLat(), floating, context);
            element(writer, "min-mag", q.minMag(), floating, context);
            element(writer, "max-mag", q.maxMag(), floating, context);
            element(writer, "min-depth", q.minDepth(), floating, context);
            element(writer, "max-depth", q.maxDepth(), floating, context);
        }
    }

    private final class ResultsType extends Type {
        @Override
        public Object readObject(MessageReader reader, MessageContext context) throws XFireFault {
            int count = (Integer) attribute(reader, "count", integer, context);
            List<ResultSet> sets = new ArrayList<>();
            while (reader.hasMoreElementReaders()) {
                sets.add((ResultSet) resultSet.readObject(reader.getNextElementReader(), context));
            }
            return new Results(count, sets);
        }

        @Override
        public void writeObject(Object object, MessageWriter writer, MessageContext context) throws XFireFault {
            Results r = (Results) object;
            attribute(writer, "count", r.count(), integer, context);
            for (ResultSet set : r.resultSets()) {
                element(writer, "result-set", set, resultSet, context);
            }
        }
    }

    private final class ResultSetType extends Type {
        @Override
        public Object readObject(MessageReader reader, MessageContext context) throws XFireFault {
            String areaName = null;
            Regions rs = null;
            Quakes qs = null;
            while (reader.hasMoreElementReaders()) {
                MessageReader child = reader.getNextElementReader();
                switch (child.getLocalName()) {
                    case "area-name" -> areaName = (String) string.readObject(child, context);
                    case "regions" -> rs = (Regions) regions.readObject(child, context);
                    case "quakes" -> qs = (Quakes) quakes.readObject(child, context);
                    default -> throw new XFireFault("unknown element " + child.getLocalName() + " in a result set",
                            XFireFault.SENDER);
                }
            }
            return new ResultSet(areaName, rs, qs);
        }

        @Override
        public void writeObject(Object object, MessageWriter writer, MessageContext context) throws XFireFault {
            ResultSet s = (ResultSet) object;
            element(writer, "area-name", s.areaName(), string, context);
            element(writer, "regions", s.regions(), regions, context);
            element(writer, "quakes", s.quakes(), quakes, context);
        }
    }

    private final class RegionsType extends Type {
        @Override
        public Object readObject(MessageReader reader, MessageContext context) throws XFireFault {
            int count = (Integer) attribute(reader, "count", integer, context);
            List<Region> list = new ArrayList<>();
            while (reader.hasMoreElementReaders()) {
                list.add((Region) region.readObject(reader.getNextElementReader(), context));
            }
            return new Regions(count, list);
        }

        @Override
        public void writeObject(Object object, MessageWriter writer, MessageContext context) throws XFireFault {
            Regions r = (Regions) object;
            attribute(writer, "count", r.count(), integer, context);
            for (Region each : r.regions()) {
                element(writer, "region", each, region, context);
            }
        }
    }

    /** A Region is text with attributes (simple content), which no Aegis bean mapping of 1.2.6 expresses. */
    private final class RegionType extends Type {
        @Override
        public Object readObject(MessageReader reader, MessageContext context) throws XFireFault {
            String ident = (String) attribute(reader, "ident", string, context);
            int index = (Integer) attribute(reader, "index", integer, context);
            return new Region(ident, index, (String) string.readObject(reader, context));
        }

        @Override
        public void writeObject(Object object, MessageWriter writer, MessageContext context) throws XFireFault {
            Region r = (Region) object;
            attribute(writer, "ident", r.ident(), string, context);
            attribute(writer, "index", r.index(), integer, context);
            string.writeObject(r.name(), writer, context);
        }
    }

    private final class QuakesType extends Type {
        @Override
        public Object readObject(MessageReader reader, MessageContext context) throws XFireFault {
            int count = (Integer) attribute(reader, "count", integer, context);
            List<Quake> list = new ArrayList<>();
            while (reader.hasMoreElementReaders()) {
                list.add((Quake) quake.readObject(reader.getNextElementReader(), context));
            }
            return new Quakes(count, list);
        }

        @Override
        public void writeObject(Object object, MessageWriter writer, MessageContext context) throws XFireFault {
            Quakes q = (Quakes) object;
            attribute(writer, "count", q.count(), integer, context);
            for (Quake each : q.quakes()) {
                element(writer, "quake", each, quake, context);
            }
        }
    }

    private final class QuakeType extends Type {
        @Override
        public Object readObject(MessageReader reader, MessageContext context) throws XFireFault {
            Quake q = new Quake((Calendar) attribute(reader, "time", dateTime, context),
                    (Long) attribute(reader, "millis", longInteger, context),
                    (Float) attribute(reader, "latitude", floating, context),
                    (Float) attribute(reader, "longitude", floating, context),
                    (Float) attribute(reader, "depth", floating, context),
                    (Float) attribute(reader, "magnitude", floating, context),
                    (String) attribute(reader, "method", string, context),
                    (String) attribute(reader, "region", string, context));
            reader.readToEnd();
            return q;
        }

        @Override
        public void writeObject(Object object, MessageWriter writer, MessageContext context) throws XFireFault {
            Quake q = (Quake) object;
            attribute(writer, "time", q.time(), dateTime, context);
            attribute(writer, "millis", q.millis(), longInteger, context);
            attribute(writer, "latitude", q.latitude(), floating, context);
            attribute(writer, "longitude", q.longitude(), floating, context);
            attribute(writer, "depth", q.depth(), floating, context);
            attribute(writer, "magnitude", q.magnitude(), floating, context);
            attribute(writer, "method", q.method(), string, context);
            attribute(writer, "region", q.region(), string, context);
        }
    }
}
