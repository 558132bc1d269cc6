package org.wsscost.runtime.metrowsit;

import java.net.URL;
import java.util.Arrays;
import java.util.stream.Collectors;
import javax.xml.namespace.QName;
import org.wsscost.runtime.WsdlResource;
import org.wsscost.security.Profile;

/**
 * The service contract both sides read: one WSDL ({@value #RESOURCE} on the classpath) with one
 * operation and one port per profile, each port's binding carrying that profile's WS-SecurityPolicy.
 */
final class SeismicWsdl {
    static final String NS = "http://wsscost.org/seismic/service";
    static final String RESOURCE = "wsscost/metro-wsit/seismic.wsdl";
    static final QName SERVICE = new QName(NS, "SeismicService");
    static final QName OPERATION = new QName(NS, "search");
    static final String SOAP_ACTION = NS + "/search";
    /** The profiles the WSDL has a port for, in the order users see them. */
    static final Profile[] PROFILES = {Profile.PLAIN, Profile.SIGN, Profile.SIGNENCR};

    private SeismicWsdl() {
    }

    static URL url() {
        return WsdlResource.url(RESOURCE);
    }

    /** The port of a profile: {@code PlainPort}, {@code SignPort}, {@code SignencrPort}. */
    static QName port(Profile profile) {
        if (!Arrays.asList(PROFILES).contains(profile)) {
            throw new IllegalArgumentException("metro-wsit has no profile '" + profile.id() + "'; valid: "
                    + Arrays.stream(PROFILES).map(Profile::id).collect(Collectors.joining(", ")));
        }
        String id = profile.id();
        return new QName(NS, Character.toUpperCase(id.charAt(0)) + id.substring(1) + "Port");
    }
}
