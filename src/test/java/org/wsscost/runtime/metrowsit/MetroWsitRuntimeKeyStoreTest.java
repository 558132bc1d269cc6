package org.wsscost.runtime.metrowsit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.Security;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.Recording;
import org.wsscost.payload.Binder;
import org.wsscost.runtime.Recordings;
import org.wsscost.security.KeyStoreType;
import org.wsscost.security.Profile;

/**
 * metro-wsit's keystore choice is real: with a recording stand-in for the JDK's keystore types
 * registered first, both Metro parties open stores of the chosen type and of no other, and a signed
 * and encrypted exchange still verifies. Apart from {@link MetroWsitRuntimeTest}, whose endpoints stay open
 * for the whole class (Metro registers one management bean per port).
 */
class MetroWsitRuntimeKeyStoreTest {

    @ParameterizedTest
    @EnumSource(KeyStoreType.class)
    void bothPartiesReadStoresOfTheChosenType(KeyStoreType type) {
        List<Exchange> exchanges = Corpus.load(Workload.LADDER_10);
        Recording recording = new Recording("recording-keystores", Security.getProvider("SUN"), Set.of("KeyStore"));
        Security.insertProviderAt(recording, 1);
        try (MetroWsitRuntime metro = MetroWsitRuntime.open(Profile.SIGNENCR, exchanges, Binder.context(), type)) {
            Recordings.Recorded r = metro.recorded().get(0);
            Binder.requireQuakes(r.quakes(), metro.exchange(r.query()), "signencr " + type.id());
        } finally {
            Security.removeProvider(recording.getName());
        }
        assertEquals(Set.of("KeyStore " + type.jcaType), recording.handedOut(), type.id());
    }
}
