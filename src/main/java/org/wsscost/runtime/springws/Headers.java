package org.wsscost.runtime.springws;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One message's transport headers as Spring-WS writes them ({@code SaajSoapMessage.writeTo} copies SAAJ's
 * MIME headers: Content-Type, SOAPAction, Accept) and reads them back ({@code SaajSoapMessageFactory} takes
 * its MIME headers from them). Names in any case, as HTTP's; each name's values in the order added.
 */
final class Headers {
    private final Map<String, List<String>> values = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);

    void add(String name, String value) {
        values.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
    }

    Iterator<String> names() {
        return values.keySet().iterator();
    }

    Iterator<String> get(String name) {
        return values.getOrDefault(name, List.of()).iterator();
    }
}
