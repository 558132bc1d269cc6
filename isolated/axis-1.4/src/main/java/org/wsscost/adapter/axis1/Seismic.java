package org.wsscost.adapter.axis1;

import javax.xml.namespace.QName;
import org.apache.axis.AxisEngine;
import org.apache.axis.AxisFault;
import org.apache.axis.Handler;
import org.apache.axis.Message;
import org.apache.axis.MessageContext;
import org.apache.axis.client.AxisClient;
import org.apache.axis.client.Call;
import org.apache.axis.configuration.FileProvider;
import org.apache.axis.constants.Style;
import org.apache.axis.constants.Use;
import org.apache.axis.description.OperationDesc;
import org.apache.axis.encoding.TypeMapping;
import org.apache.axis.encoding.TypeMappingRegistryImpl;
import org.apache.axis.encoding.ser.BaseDeserializerFactory;
import org.apache.axis.encoding.ser.BaseSerializerFactory;
import org.apache.axis.encoding.ser.BeanDeserializerFactory;
import org.apache.axis.encoding.ser.BeanSerializerFactory;
import org.apache.axis.encoding.ser.SimpleDeserializerFactory;
import org.apache.axis.encoding.ser.SimpleSerializerFactory;
import org.wsscost.adapter.axis1.types.Quake;
import org.wsscost.adapter.axis1.types.Quakes;
import org.wsscost.adapter.axis1.types.Query;
import org.wsscost.adapter.axis1.types.Region;
import org.wsscost.adapter.axis1.types.Regions;
import org.wsscost.adapter.axis1.types.ResultSet;
import org.wsscost.adapter.axis1.types.Results;

/**
 * The seismic service's message contexts as an Axis 1.4 client stub makes them for a document/literal operation:
 * an engine with Axis's default client configuration, the generated beans' serializers registered as a stub
 * registers them (bean serializers, simple serializers for the one type with simple content), no xsi:type and
 * no multi-refs. One per adapter: the engine and the registry are made once, a context per message.
 */
final class Seismic {
    static final String NS = "http://wsscost.org/seismic/types";
    static final QName QUERY = new QName(NS, "query");
    static final QName RESULTS = new QName(NS, "results");

    private final Engine engine = new Engine();
    private final TypeMappingRegistryImpl types = new TypeMappingRegistryImpl();
    private final OperationDesc operation = new OperationDesc();

    Seismic() {
        // WSDL2Java names an element's anonymous type ">element"
        TypeMapping literal = (TypeMapping) types.getOrMakeTypeMapping("");
        bean(literal, Query.class, new QName(NS, ">query"));
        bean(literal, Results.class, new QName(NS, ">results"));
        bean(literal, ResultSet.class, new QName(NS, "ResultSet"));
        bean(literal, Regions.class, new QName(NS, "Regions"));
        bean(literal, Quakes.class, new QName(NS, "Quakes"));
        bean(literal, Quake.class, new QName(NS, "Quake"));
        QName region = new QName(NS, "Region");
        literal.register(Region.class, region,
                BaseSerializerFactory.createFactory(SimpleSerializerFactory.class, Region.class, region),
                BaseDeserializerFactory.createFactory(SimpleDeserializerFactory.class, Region.class, region));
        operation.setStyle(Style.DOCUMENT);
        operation.setUse(Use.LITERAL);
    }

    private static void bean(TypeMapping mapping, Class<?> type, QName xml) {
        mapping.register(type, xml, new BeanSerializerFactory(type, xml), new BeanDeserializerFactory(type, xml));
    }

    /** A new message context, with what a generated document/literal stub sets on its Call. */
    MessageContext context() {
        MessageContext context = new MessageContext(engine);
        context.setPropertyParent(engine.getOptions());
        context.setTypeMappingRegistry(types);
        context.setEncodingStyle("");
        context.setOperation(operation);
        context.setProperty(Call.SEND_TYPE_ATTR, Boolean.FALSE);
        context.setProperty(AxisEngine.PROP_DOMULTIREFS, Boolean.FALSE);
        return context;
    }

    /** Runs {@code handler} on {@code context} as Axis's engine runs each handler of its chains. */
    void invoke(Handler handler, MessageContext context) throws AxisFault {
        engine.invoke(handler, context);
    }

    /** A new message of {@code contents} (a stream, an envelope), the request of a new context. */
    Message message(Object contents) {
        Message message = new Message(contents);
        context().setRequestMessage(message);
        return message;
    }

    /**
     * Axis's client engine with its default configuration, which runs a handler as it runs every handler of its
     * chains: with the message context current for the thread, where the serializers of whatever the handler
     * writes (WSS4J's writes the envelope) find its type mappings and settings.
     */
    private static final class Engine extends AxisClient {
        /** The client configuration Axis ships, read from its own jar: by default Axis looks beside the engine's class. */
        Engine() {
            super(new FileProvider(AxisClient.class.getResourceAsStream("client-config.wsdd")));
        }

        void invoke(Handler handler, MessageContext context) throws AxisFault {
            MessageContext previous = getCurrentMessageContext();
            setCurrentMessageContext(context);
            try {
                handler.invoke(context);
            } finally {
                setCurrentMessageContext(previous);
            }
        }
    }

    /** The bean class of a payload element. */
    static Class<?> type(String namespace, String name) {
        QName element = new QName(namespace, name);
        if (element.equals(QUERY)) {
            return Query.class;
        }
        if (element.equals(RESULTS)) {
            return Results.class;
        }
        throw new IllegalArgumentException("axis1: not a seismic payload: " + element);
    }

    /** The payload element of a bean. */
    static QName element(Object bean) {
        if (bean instanceof Query) {
            return QUERY;
        }
        if (bean instanceof Results) {
            return RESULTS;
        }
        throw new IllegalArgumentException("axis1: not a seismic bean: " + bean);
    }
}
