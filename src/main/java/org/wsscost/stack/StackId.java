package org.wsscost.stack;

import jakarta.xml.bind.JAXBContext;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.wsscost.Id;
import org.wsscost.corpus.Exchange;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.stack.axis1.Axis1;
import org.wsscost.stack.cxf.CxfStack;
import org.wsscost.stack.cxfstax.CxfStaxStack;
import org.wsscost.stack.isolated.Isolated;
import org.wsscost.stack.isolated.IsolatedRuntime;
import org.wsscost.stack.metro15.Metro15;
import org.wsscost.stack.metroxwss.MetroXwssStack;
import org.wsscost.stack.rampart.Rampart;
import org.wsscost.stack.rampart15.Rampart15;
import org.wsscost.stack.rampartsteps.RampartStepsStack;
import org.wsscost.stack.springws.SpringWsStack;
import org.wsscost.stack.wss4jdom.Wss4jDomStack;
import org.wsscost.stack.wss4jstax.Wss4jStaxStack;
import org.wsscost.stack.xfire.XFire;

/** The stacks of the design, by the id users type ({@code -p stack=…}, {@code --stack …}), each with what it is. */
public enum StackId implements Id {
    WSS4J_DOM("wss4j-dom", "WSS4J's DOM API on a JDK DOM + Santuario (what CXF's DOM path builds on; cxf is CXF itself)",
            Wss4jDomStack::new),
    WSS4J_STAX("wss4j-stax", "WSS4J's StAX API on Woodstox events + Santuario StAX (under CXF's streaming path; cxf-stax is CXF)",
            Wss4jStaxStack::new),
    RAMPART("rampart", "Apache Rampart 1.7.1 on Axis2 1.7.6 (Axiom 1.2 LLOM, DOOM for WSS4J 1.6), in a class loader of its own",
            Rampart.STACK),
    RAMPART_STEPS("rampart-steps", "Rampart's steps on Axiom 2 and WSS4J 4, no Rampart release behind it: the reconstruction of before",
            RampartStepsStack::new),
    RAMPART_15("rampart-1.5", "Apache Rampart 1.5 on Axis2 1.5.1 (Axiom 1.2.8, WSS4J 1.5.8), as the 2010 comparison ran it, in a "
            + "class loader of its own", Rampart15.STACK),
    AXIS1("axis1", "Apache Axis 1.4 with WSS4J 1.5.8's Axis handlers, binding with Axis's bean serializers, in a class loader of "
            + "its own", Axis1.STACK),
    METRO_XWSS("metro-xwss", "Metro's XWSS processor on Metro's SAAJ", MetroXwssStack::new),
    METRO_15("metro-1.5", "Metro 1.5's XWSS on its own SAAJ and JAXB 2.1, as the 2010 comparison ran it, in a child-first class "
            + "loader of its own", Metro15.STACK),
    XFIRE("xfire", "Codehaus XFire 1.2.6's WSS4J handlers (WSS4J 1.5.1) on its DOM of the envelope, binding with Aegis, in a class "
            + "loader of its own", XFire.STACK),
    SPRING_WS("spring-ws", "Spring Web Services' Wss4jSecurityInterceptor on its SAAJ messages (Metro's SAAJ underneath)",
            SpringWsStack::new),
    CXF("cxf", "Apache CXF's DOM path: its WSS4J interceptors on CXF's SAAJ model (Metro's SAAJ underneath)", CxfStack::new),
    CXF_STAX("cxf-stax", "Apache CXF's streaming path: its streaming WSS4J interceptors in CXF's own interceptor chains",
            CxfStaxStack::new);

    private final String id;
    private final String what;
    private final Function<Binder, Stack> factory;
    private final Isolated isolated;

    StackId(String id, String what, Function<Binder, Stack> factory) {
        this.id = id;
        this.what = what;
        this.factory = factory;
        this.isolated = null;
    }

    StackId(String id, String what, Isolated isolated) {
        this.id = id;
        this.what = what;
        this.factory = binder -> isolated.create();
        this.isolated = isolated;
    }

    @Override
    public String id() {
        return id;
    }

    /** What the stack is, with its libraries' versions where it brings its own, in one line (the {@code -l} listing's). */
    public String what() {
        return what;
    }

    /** A new instance for one thread, binding with a context made once per trial. */
    public Stack create(JAXBContext jaxb) {
        return factory.apply(new Binder(jaxb));
    }

    /**
     * Whether the stack's libraries live in a class loader of their own. Its JCA providers are its own too,
     * and providers are JVM-wide, so it runs its security only in a JVM where no other stack has run its
     * own: a benchmark fork, a child JVM, a test JVM of its own.
     */
    public boolean isolated() {
        return isolated != null;
    }

    /** The stacks that can run their security side by side in one JVM: all but the isolated. */
    public static List<StackId> shared() {
        return Arrays.stream(values()).filter(s -> !s.isolated()).toList();
    }

    /** The options a JVM running the stack needs on its command line (an isolated stack's exports); none for most. */
    public List<String> jvmArgs() {
        return isolated == null ? List.of() : isolated.jvmArgs();
    }

    /** An isolated stack's libraries and their versions as its loader loads them; none for the others. */
    public Map<String, String> libraries() {
        return isolated == null ? Map.of() : isolated.versions();
    }

    /** Why the stack cannot run {@code policy} as the suite defines it, in one line, or null where it can. */
    public String refusal(Policy policy) {
        return isolated == null ? null : isolated.refusal().apply(policy);
    }

    /**
     * The stack's own runtime, a client and the seismic service in this JVM ({@link Isolated#runtime}): only an
     * isolated stack brings one here (Rampart 1.7.1 brings Axis2's).
     */
    public IsolatedRuntime runtime(Policy policy, Keys keys, List<Exchange> exchanges, UnaryOperator<byte[]> wire) {
        if (isolated == null) {
            throw new IllegalArgumentException("stack " + id + " brings no runtime of its own; "
                    + Arrays.stream(values()).filter(StackId::isolated).map(StackId::id).toList() + " do");
        }
        return isolated.runtime(policy, keys, exchanges, wire);
    }

    public static StackId of(String id) {
        return Id.parse(StackId.class, "stack", id);
    }
}
