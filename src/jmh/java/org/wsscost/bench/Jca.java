package org.wsscost.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.wsscost.security.KeyStoreType;
import org.wsscost.security.Keys;
import org.wsscost.security.Provider;

/**
 * The JCA choices every secured trial takes: which provider serves its cryptography and which
 * keystore type holds its keys. {@link #keys} installs the provider first and then loads the
 * keystores (a PKCS12 store loaded before BouncyCastle comes first cannot give up its keys after);
 * teardown takes the provider out again, since in-process runs (the smoke test) share one JVM.
 */
@State(Scope.Thread)
public abstract class Jca {
    @Param({"jdk"})
    public String provider;
    @Param({"pkcs12"})
    public String keystore;

    private Provider.Installed installed;

    /** Installs the trial's provider (once) and loads both parties' keystores of the trial's type. */
    Keys keys() {
        if (installed == null) {
            installed = Provider.of(provider).install();
        }
        return Keys.load(KeyStoreType.of(keystore));
    }

    /** The provider and keystore, as a failing setup names them. */
    String describe() {
        return provider + " " + keystore;
    }

    @TearDown(Level.Trial)
    public void uninstall() {
        if (installed != null) {
            installed.close();
            installed = null;
        }
    }
}
