package org.wsscost.stack.isolated;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Refusals;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * WSS4J 1.x's DOM API alone, no SOAP stack around it: {@code isolated/wss4j-1.x}, built with the release its Maven
 * property {@code wss4j1.version} names (1.5.8 by default), in a class loader of its own as an isolated stack's
 * libraries are: its Santuario (1.4 or 1.5) has the package names of the suite's Santuario 4. Its JCA providers are
 * JVM-wide all the same, so it runs in a JVM of its own. Not a stack: no model, no binding, one profile; it is there so
 * that {@code history} can follow one engine across its 1.x releases on one adapter, which the stacks built on WSS4J
 * 1.5's handlers cannot (1.6 removed the handlers). One instance per thread.
 */
public final class Wss4j1 {
    /** The name its libraries' versions carry ({@code wss4j1/wss4j}) in {@code versions} and run metadata. */
    public static final String ID = "wss4j1";
    private static final String FOLDER = "wss4j-1.x";
    private static final String ENGINE = "org.wsscost.adapter.wss4j1.Wss4j1Engine";

    /**
     * What the module's engine class offers, in JDK types only (it is compiled against WSS4J 1.x and cannot see this
     * interface): {@link Libraries#bind} binds its public methods of these names and types.
     */
    public interface Engine {
        /** The sender and receiver of a policy given as {@link Policies#of}'s map. */
        Object parties(Map<String, Object> policy);

        /** A plain envelope parsed, secured (Timestamp, signature, the Body's content encrypted) and written. */
        byte[] secure(Object parties, byte[] envelope);

        /** A secured envelope parsed and processed; the processed document. Refusals throw {@link SecurityException}. */
        Object process(Object parties, byte[] secured);

        int quakes(Object processed);

        /** The processed Body as XML. */
        byte[] body(Object processed);

        /** As {@link Adapter#jca}. */
        Map<String, String> jca(String signature);
    }

    private final Engine engine;
    private final Object parties;
    private final Policy policy;
    private boolean checked;

    private Wss4j1(Engine engine, Object parties, Policy policy) {
        this.engine = engine;
        this.parties = parties;
        this.policy = policy;
    }

    /**
     * The sender and receiver of {@code policy} on {@code keys}, the first in a JVM loading the libraries. Only the
     * legacy suite's signencr: the algorithms WSS4J 1.x had, the one profile {@code history} follows.
     */
    public static Wss4j1 open(Policy policy, Keys keys) {
        if (policy.profile() != Profile.SIGNENCR || policy.suite() != Suite.LEGACY) {
            throw new IllegalArgumentException(ID + " runs the " + Suite.LEGACY.id() + " suite's " + Profile.SIGNENCR.id()
                    + " only, not " + policy.suite().id() + " " + policy.profile().id());
        }
        Engine engine = libraries().bind(Engine.class, Set.of(), ENGINE);
        return new Wss4j1(engine, engine.parties(Policies.of(policy, keys)), policy);
    }

    /**
     * The envelope secured. After the first, which has signed, the JCA providers are checked once per JVM, as an
     * isolated stack's are: another class loader's provider signing for it fails the run.
     */
    public byte[] secure(byte[] envelope) {
        byte[] secured = engine.secure(parties, envelope);
        if (!checked) {
            IsolatedStack.checkProviders(ID, engine::jca, policy);
            checked = true;
        }
        return secured;
    }

    /** The secured envelope processed; a refusal is a {@link Rejected} with WSS4J's reason. */
    public Object process(byte[] secured) {
        try {
            return engine.process(parties, secured);
        } catch (SecurityException e) {
            throw new Rejected(Refusals.reason(e), e);
        }
    }

    /** The quakes a processed envelope's Body holds. */
    public int quakes(Object processed) {
        return engine.quakes(processed);
    }

    /** A processed envelope's Body as XML. */
    public byte[] body(Object processed) {
        return engine.body(processed);
    }

    /** The providers that serve it, as {@link Adapter#jca} reports them. */
    public Map<String, String> jca(String signature) {
        return engine.jca(signature);
    }

    /** Library name → the version of the jar its class loader takes a class of that library from. */
    public static Map<String, String> versions() {
        Libraries libraries = libraries();
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("wss4j", libraries.version("org.apache.ws.security.WSSecurityEngine"));
        versions.put("santuario", libraries.version("org.apache.xml.security.Init"));
        return versions;
    }

    /** Its libraries, loaded once per JVM. */
    public static Libraries libraries() {
        return Libraries.of(FOLDER, Isolated.Delegation.PARENT_FIRST);
    }
}
