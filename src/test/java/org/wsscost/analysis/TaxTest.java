package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.results.Result;

/** The three layers of the XML tax, and the provider and keystore ratios, on constructed results. */
class TaxTest {
    static Result result(String name, double micros, String... params) {
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            p.put(params[i], params[i + 1]);
        }
        return new Result("org.wsscost.bench." + name, "avgt", p, micros, 0, "us/op", List.of(), List.of(), Map.of());
    }

    static List<Result> run(boolean santuario) {
        List<Result> r = new ArrayList<>();
        String[] key = {"suite", "modern", "workload", "small", "direction", "response"};
        r.add(result("Floor.outbound", 500, cat(key, "profile", "sign", "provider", "jdk")));
        r.add(result("Floor.inbound", 100, cat(key, "profile", "sign", "provider", "jdk")));
        r.add(result("Floor.outbound", 400, cat(key, "profile", "sign", "provider", "bc")));
        r.add(result("Outbound.total", 2000, cat(key, "stack", "wss4j-dom", "profile", "sign", "provider", "jdk", "keystore", "pkcs12")));
        r.add(result("Outbound.total", 1600, cat(key, "stack", "wss4j-dom", "profile", "sign", "provider", "jdk", "keystore", "jks")));
        r.add(result("Outbound.total", 2500, cat(key, "stack", "wss4j-dom", "profile", "sign", "provider", "bc", "keystore", "pkcs12")));
        r.add(result("Inbound.total", 400, cat(key, "stack", "rampart", "profile", "sign", "provider", "jdk", "keystore", "pkcs12")));
        r.add(result("Inbound.total", 300, cat(key, "stack", "rampart", "profile", "plain", "provider", "jdk", "keystore", "pkcs12")));
        r.add(result("Outbound.total", 3000, "stack", "wss4j-dom", "profile", "sign", "suite", "modern", "workload", "large",
                "direction", "response", "provider", "jdk", "keystore", "pkcs12"));
        if (santuario) {
            r.add(result("Santuario.outbound", 900, cat(key, "api", "dom", "profile", "sign", "provider", "jdk")));
            r.add(result("Santuario.outbound", 700, cat(key, "api", "stax", "profile", "sign", "provider", "jdk")));
        }
        return r;
    }

    static String[] cat(String[] a, String... b) {
        String[] all = new String[a.length + b.length];
        System.arraycopy(b, 0, all, 0, b.length);
        System.arraycopy(a, 0, all, b.length, a.length);
        return all;
    }

    @Test
    void eachSecuredTotalWithAFloorIsDividedByTheFloorOfItsOwnProfileWorkloadDirectionAndProvider() {
        Tax tax = new Tax(run(false));
        assertTrue(tax.hasFloor());
        assertFalse(tax.hasSantuario());
        List<Tax.Row> rows = tax.rows();
        // plain has no floor, and the large total has no large floor in this run
        assertEquals(4, rows.size());
        Tax.Row first = rows.get(0);
        assertEquals("outbound", first.side());
        assertEquals("wss4j-dom", first.stack());
        assertEquals(500, first.floor(), 1e-9);
        assertEquals(4.0, first.tax(), 1e-9);
        assertEquals(0.25, first.floorShare(), 1e-9);
        assertEquals("pkcs12", first.params().get("keystore"));
        assertEquals(400, rows.get(2).floor(), 1e-9, "bc's total against bc's floor");
        assertEquals("inbound", rows.get(3).side());
        assertEquals(4.0, rows.get(3).tax(), 1e-9);
        assertTrue(first.santuario().isEmpty());
    }

    @Test
    void theSantuarioBaselineIsTheMiddleLayerWhenTheRunHasIt() {
        Tax tax = new Tax(run(true));
        assertTrue(tax.hasSantuario());
        Tax.Row first = tax.rows().get(0);
        assertEquals(Map.of("dom", 900.0, "stax", 700.0), first.santuario());
        assertTrue(tax.rows().get(3).santuario().isEmpty(), "no inbound baseline in this run");
    }

    @Test
    void ratiosPairResultsThatDifferOnlyInOneParameter() {
        Tax tax = new Tax(run(false));
        List<Tax.Ratio> providers = tax.ratios("provider", "jdk", "bc");
        assertEquals(2, providers.size());
        assertEquals("Floor.outbound", providers.get(0).benchmark());
        assertEquals(1.25, providers.get(0).ratio(), 1e-9);
        assertEquals(0.8, providers.get(1).ratio(), 1e-9);
        List<Tax.Ratio> keystores = tax.ratios("keystore", "pkcs12", "jks");
        assertEquals(1, keystores.size());
        assertEquals(1.25, keystores.get(0).ratio(), 1e-9);
        assertFalse(keystores.get(0).params().containsKey("keystore"));
    }
}
