package org.wsscost.security;

import java.security.Security;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.wsscost.Id;

/**
 * Which JCA provider serves the cryptography of a trial: the JDK's own providers, or BouncyCastle
 * registered first, so that every {@code getInstance(algorithm)} without a named provider finds it.
 * Install before loading keystores: a PKCS12 store loaded while the JDK's providers came first
 * cannot recover its keys once BouncyCastle's PBE ciphers come first.
 */
public enum Provider implements Id {
    JDK,
    BC;

    public static Provider of(String id) {
        return Id.parse(Provider.class, "provider", id);
    }

    /**
     * Puts this provider choice in place for the JVM; closing the handle takes BouncyCastle out
     * again, or back to where it was if something had registered it before. Only BouncyCastle moves:
     * providers the libraries register during the trial (WSS4J's, Santuario's) stay.
     */
    public Installed install() {
        java.security.Provider[] before = Security.getProviders();
        int position = 0;
        for (int i = 0; i < before.length; i++) {
            if (before[i].getName().equals(BouncyCastleProvider.PROVIDER_NAME)) {
                position = i + 1;
            }
        }
        java.security.Provider previous = Security.getProvider(BouncyCastleProvider.PROVIDER_NAME);
        if (this == BC) {
            Security.removeProvider(BouncyCastleProvider.PROVIDER_NAME);
            Security.insertProviderAt(new BouncyCastleProvider(), 1);
        }
        return new Installed(this, previous, position);
    }

    /** An installed choice; {@link #close} undoes it. */
    public record Installed(Provider provider, java.security.Provider previous, int position) implements AutoCloseable {
        @Override
        public void close() {
            if (provider == BC) {
                Security.removeProvider(BouncyCastleProvider.PROVIDER_NAME);
                if (previous != null) {
                    Security.insertProviderAt(previous, position);
                }
            }
        }
    }
}
