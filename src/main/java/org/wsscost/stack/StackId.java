package org.wsscost.stack;

import jakarta.xml.bind.JAXBContext;
import java.util.function.Function;
import org.wsscost.Id;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Stack;
import org.wsscost.stack.cxf.CxfStack;
import org.wsscost.stack.cxfstax.CxfStaxStack;
import org.wsscost.stack.metroxwss.MetroXwssStack;
import org.wsscost.stack.rampart.RampartStack;
import org.wsscost.stack.springws.SpringWsStack;
import org.wsscost.stack.wss4jdom.Wss4jDomStack;
import org.wsscost.stack.wss4jstax.Wss4jStaxStack;

/** The stacks of the design, by the id users type ({@code -p stack=…}, {@code --stack …}). */
public enum StackId implements Id {
    /** WSS4J's DOM API on a JDK DOM + Santuario (what CXF's DOM path builds on; {@code cxf} is CXF itself). */
    WSS4J_DOM("wss4j-dom", Wss4jDomStack::new),
    /** WSS4J's StAX API on Woodstox events + Santuario StAX (under CXF's streaming path; {@code cxf-stax} is CXF). */
    WSS4J_STAX("wss4j-stax", Wss4jStaxStack::new),
    /** Axis2 + Rampart: Axiom LLOM, converted to DOOM for WSS4J DOM. */
    RAMPART("rampart", RampartStack::new),
    /** Metro's XWSS processor on Metro's SAAJ. */
    METRO_XWSS("metro-xwss", MetroXwssStack::new),
    /** Spring Web Services' Wss4jSecurityInterceptor on its SAAJ messages (Metro's SAAJ underneath). */
    SPRING_WS("spring-ws", SpringWsStack::new),
    /** Apache CXF's DOM path: its WSS4J interceptors on CXF's SAAJ model (Metro's SAAJ underneath). */
    CXF("cxf", CxfStack::new),
    /** Apache CXF's streaming path: its streaming WSS4J interceptors in CXF's own interceptor chains. */
    CXF_STAX("cxf-stax", CxfStaxStack::new);

    private final String id;
    private final Function<Binder, Stack> factory;

    StackId(String id, Function<Binder, Stack> factory) {
        this.id = id;
        this.factory = factory;
    }

    @Override
    public String id() {
        return id;
    }

    /** A new instance for one thread, binding with a context made once per trial. */
    public Stack create(JAXBContext jaxb) {
        return factory.apply(new Binder(jaxb));
    }

    public static StackId of(String id) {
        return Id.parse(StackId.class, "stack", id);
    }
}
