package org.wsscost.stack.metrowsit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.wsscost.security.Party;

/**
 * Metro's {@code sc:KeyStore} / {@code sc:TrustStore} assertions name files; the WSDL names them as
 * {@code $WSIT_HOME/<party>.p12}, which Metro resolves with the system property {@code WSIT_HOME}.
 * The committed PKCS12 stores are copied out of the classpath once per JVM into a temporary
 * directory that goes when the JVM exits.
 */
final class WsitHome {
    static final String PROPERTY = "WSIT_HOME";
    private static Path home;

    private WsitHome() {
    }

    /** Sets {@code WSIT_HOME} to the directory holding both parties' stores, copying them on first use. */
    static synchronized void prepare() {
        if (home == null) {
            home = extract();
        }
        String set = System.getProperty(PROPERTY);
        if (set != null && !set.equals(home.toString())) {
            throw new IllegalStateException("metro-wsit: system property " + PROPERTY + " is already '" + set
                    + "'; the WSDL's keystores resolve under it, so leave it unset");
        }
        System.setProperty(PROPERTY, home.toString());
    }

    private static Path extract() {
        try {
            Path dir = Files.createTempDirectory("wsscost-metro-wsit");
            dir.toFile().deleteOnExit();
            for (Party party : Party.values()) {
                String resource = "/wsscost/keystores/" + party.id() + ".p12";
                Path file = dir.resolve(party.id() + ".p12");
                try (InputStream in = WsitHome.class.getResourceAsStream(resource)) {
                    if (in == null) {
                        throw new IllegalStateException("keystore " + resource
                                + " is not on the classpath; run keystores/generate.sh and rebuild");
                    }
                    Files.copy(in, file);
                }
                file.toFile().deleteOnExit();
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("metro-wsit: cannot copy the keystores for Metro: " + e.getMessage(), e);
        }
    }
}
