package org.wsscost.runtime;

import java.net.URL;

/** Where a runtime's WSDL is: a resource of the jar, as JAX-WS wants it; a missing one is one line saying to rebuild. */
public final class WsdlResource {
    private WsdlResource() {
    }

    public static URL url(String resource) {
        URL url = WsdlResource.class.getClassLoader().getResource(resource);
        if (url == null) {
            throw new IllegalStateException(resource + " is not on the classpath; rebuild");
        }
        return url;
    }
}
