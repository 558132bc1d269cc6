package org.wsscost.stack.metroxwss;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsscost.security.Santuario;

/**
 * How XWSS reports a refused message, set once for every user of XWSS in the JVM (this stack and
 * Metro's WSIT runtime), before either loads XWSS: the outcome, and what the other stacks say when
 * they refuse a message, must not depend on which one a test or a tool happens to touch first.
 */
public final class XwssDiagnostics {
    /**
     * XWSS logs every refused message at SEVERE before it throws, which would flood the output of any
     * run that checks rejections; the reason travels in the exception instead. JUL holds loggers
     * weakly, so these references keep the level from being lost. Both names are XWSS's log domains.
     */
    private static final List<Logger> XWSS_LOGS = List.of(Logger.getLogger("com.sun.xml.wss"),
            Logger.getLogger("javax.enterprise.resource.xml.webservices.security"));
    /** XWSS's own switch (read once, when its SOAPUtil class loads) to keep a fault's specific code, text and cause. */
    private static final String FAULT_DETAIL = "com.sun.xml.wss.debug";

    static {
        // XWSS starts Santuario itself, which would set Santuario's message bundle for the whole JVM
        Santuario.init();
        for (Logger log : XWSS_LOGS) {
            log.setLevel(Level.OFF);
        }
        // Without it every fault reads "Invalid Security Header" and drops its cause, so a wrong
        // password and a broken signature look alike. It only changes how faults are built.
        if (System.getProperty(FAULT_DETAIL) == null) {
            System.setProperty(FAULT_DETAIL, "FaultDetail");
        }
    }

    private XwssDiagnostics() {
    }

    /** Runs the settings above (once per JVM); call it before anything loads an XWSS class. */
    public static void configure() {
        // the class initialiser does the work; calling a method is what triggers it
    }
}
