package org.wsscost.security;

import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A provider that hands out another provider's own implementations (of the given service types, or
 * of all) and records each one it hands out as "type ALGORITHM", the algorithm as it was asked for.
 * Registered first, it shows which implementations the libraries really obtain.
 */
public final class Recording extends java.security.Provider {
    private final java.security.Provider delegate;
    private final Set<String> types;
    private final Set<String> handedOut = ConcurrentHashMap.newKeySet();

    /** Records {@code delegate}'s services of {@code types}; an empty set means every type. */
    public Recording(String name, java.security.Provider delegate, Set<String> types) {
        super(name, "1", delegate.getName() + ", recording what it hands out");
        this.delegate = delegate;
        this.types = types;
    }

    public Set<String> handedOut() {
        return Set.copyOf(handedOut);
    }

    @Override
    public Service getService(String type, String algorithm) {
        Service s = types.isEmpty() || types.contains(type) ? delegate.getService(type, algorithm) : null;
        if (s == null) {
            return null;
        }
        Map<String, String> attributes = new HashMap<>();
        for (String name : List.of("SupportedModes", "SupportedPaddings", "SupportedKeyClasses", "SupportedKeyFormats")) {
            if (s.getAttribute(name) != null) {
                attributes.put(name, s.getAttribute(name));
            }
        }
        return new Service(this, s.getType(), s.getAlgorithm(), s.getClassName(), null, attributes) {
            @Override
            public Object newInstance(Object parameter) throws NoSuchAlgorithmException {
                handedOut.add(s.getType() + " " + algorithm.toUpperCase(Locale.ROOT));
                return s.newInstance(parameter);
            }

            @Override
            public boolean supportsParameter(Object parameter) {
                return s.supportsParameter(parameter);
            }
        };
    }
}
