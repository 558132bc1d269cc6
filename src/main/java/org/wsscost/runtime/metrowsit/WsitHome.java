package org.wsscost.runtime.metrowsit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.wsscost.security.KeyStoreType;
import org.wsscost.security.Party;

/**
 * Metro's {@code sc:KeyStore} / {@code sc:TrustStore} assertions name files; the WSDL names them as
 * {@code $WSIT_HOME/<party>.p12}, which Metro resolves with the system property {@code WSIT_HOME}.
 * The committed stores (PKCS12 and their JKS copies) are copied out of the classpath once per JVM
 * into a temporary directory that goes when the JVM exits. For JKS, the service WSDL and the client
 * configuration are copied there too, with their keystore assertions naming the {@code .jks} stores
 * and type {@code JKS}; everything else in them stays as committed.
 */
final class WsitHome {
    static final String PROPERTY = "WSIT_HOME";
    static final String CLIENT_CONFIG = "META-INF/wsit-client.xml";
    private static final String PKCS12_ASSERTION = ".p12\" type=\"PKCS12\"";
    private static final String JKS_ASSERTION = ".jks\" type=\"JKS\"";
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

    /** The service WSDL whose keystore assertions name stores of {@code type}. */
    static synchronized URL wsdl(KeyStoreType type) {
        return type == KeyStoreType.PKCS12 ? SeismicWsdl.url() : url(home.resolve("seismic-jks.wsdl"));
    }

    /**
     * The class loader to create the client under: Metro reads the client configuration
     * ({@value #CLIENT_CONFIG}) through the thread's context class loader, so for JKS one that
     * answers with the copy naming the {@code .jks} stores.
     */
    static synchronized ClassLoader clientLoader(KeyStoreType type, ClassLoader parent) {
        if (type == KeyStoreType.PKCS12) {
            return parent;
        }
        URL config = url(home.resolve("wsit-client-jks.xml"));
        return new ClassLoader(parent) {
            @Override
            public URL getResource(String name) {
                return CLIENT_CONFIG.equals(name) ? config : super.getResource(name);
            }
        };
    }

    private static Path extract() {
        try {
            Path dir = Files.createTempDirectory("wsscost-metro-wsit");
            dir.toFile().deleteOnExit();
            for (KeyStoreType type : KeyStoreType.values()) {
                for (Party party : Party.values()) {
                    copy("/wsscost/keystores/" + party.id() + type.suffix, dir.resolve(party.id() + type.suffix));
                }
            }
            withJksStores("/" + SeismicWsdl.RESOURCE, dir.resolve("seismic-jks.wsdl"));
            withJksStores("/" + CLIENT_CONFIG, dir.resolve("wsit-client-jks.xml"));
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("metro-wsit: cannot copy the keystores for Metro: " + e.getMessage(), e);
        }
    }

    private static void copy(String resource, Path file) throws IOException {
        try (InputStream in = open(resource)) {
            Files.copy(in, file);
        }
        file.toFile().deleteOnExit();
    }

    /** A copy of a committed configuration whose two keystore assertions name the JKS stores. */
    private static void withJksStores(String resource, Path file) throws IOException {
        String text;
        try (InputStream in = open(resource)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int assertions = text.split(java.util.regex.Pattern.quote(PKCS12_ASSERTION), -1).length - 1;
        if (assertions != 2) {
            throw new IllegalStateException(resource + ": expected a KeyStore and a TrustStore assertion naming "
                    + PKCS12_ASSERTION + ", found " + assertions);
        }
        Files.writeString(file, text.replace(PKCS12_ASSERTION, JKS_ASSERTION));
        file.toFile().deleteOnExit();
    }

    private static InputStream open(String resource) {
        InputStream in = WsitHome.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException(resource + " is not on the classpath; run keystores/generate.sh and rebuild");
        }
        return in;
    }

    private static URL url(Path file) {
        try {
            return file.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }
}
