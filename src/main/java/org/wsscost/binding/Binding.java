package org.wsscost.binding;

import java.util.function.Function;
import org.wsscost.Id;
import org.wsscost.binding.adb.AdbBinder;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Stax;
import org.wsscost.binding.jaxb.JaxbBinder;
import org.wsscost.binding.jibx.JibxBinder;
import org.wsscost.binding.xmlbeans.XmlBeansBinder;

/** The data binding frameworks the published comparisons measured, each generated from the one seismic schema. */
public enum Binding implements Id {
    /** JAXB (Metro's bundled runtime), classes from xjc: Metro's and the WSS4J stacks' binding. */
    JAXB(JaxbBinder::new),
    /** Axis2's ADB, classes from Axis2's schema compiler: Axis2's (so Rampart's) default binding. */
    ADB(AdbBinder::new),
    /** Apache XMLBeans, classes from its schema compiler. */
    XMLBEANS(stax -> new XmlBeansBinder()),
    /** JiBX, classes and binding from its schema code generator, the binding compiled into their bytecode. */
    JIBX(JibxBinder::new);

    private final Function<Stax, PayloadBinder> create;

    Binding(Function<Stax, PayloadBinder> create) {
        this.create = create;
    }

    /** A new binder (one per thread) writing through {@code stax}'s factories. */
    public PayloadBinder binder(Stax stax) {
        return create.apply(stax);
    }

    public static Binding of(String id) {
        return Id.parse(Binding.class, "binding", id);
    }
}
