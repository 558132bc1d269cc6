package org.wsscost.springws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;

class PayloadAccessTest {

    @ParameterizedTest
    @EnumSource(PayloadAccess.class)
    void everyAccessPathBindsEveryQuake(PayloadAccess access) {
        PayloadAccess.Reader reader = access.create(new Binder(Binder.context()));
        for (Workload w : new Workload[] {Workload.SMALL, Workload.LARGE}) {
            for (Exchange x : Corpus.load(w)) {
                assertEquals(x.quakes(), Binder.quakes(reader.read(x.response())), w.id() + " " + x.id());
                assertEquals(0, Binder.quakes(reader.read(x.request())), w.id() + " " + x.id());
            }
        }
    }

    @Test
    void unknownAccessListsTheValidOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PayloadAccess.of("dom"));
        assertEquals("unknown payload access 'dom'; valid: saaj, axiom-cached, axiom-streaming", e.getMessage());
    }
}
