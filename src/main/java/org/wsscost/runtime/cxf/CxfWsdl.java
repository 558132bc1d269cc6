package org.wsscost.runtime.cxf;

import java.net.URL;
import javax.xml.namespace.QName;
import org.wsscost.runtime.WsdlResource;
import org.wsscost.security.Profile;

/**
 * The service contract both CXF parties read ({@value #RESOURCE} on the classpath): the seismic operation, a
 * port without policy for the action-configured deployments, and one per profile whose binding carries that
 * profile's WS-SecurityPolicy. Metro's copy cannot serve: its policies hold Metro's private keystore assertions.
 */
final class CxfWsdl {
    static final String NS = "http://wsscost.org/seismic/service";
    static final String RESOURCE = "wsscost/cxf/seismic.wsdl";
    static final QName SERVICE = new QName(NS, "SeismicService");
    static final QName OPERATION = new QName(NS, "search");

    private CxfWsdl() {
    }

    static URL url() {
        return WsdlResource.url(RESOURCE);
    }

    /**
     * The port for a configuration and profile: {@code PlainPort} for every action-configured profile and for
     * plain under policy, {@code SignPort} and {@code SignencrPort} for the policies the WSDL has.
     */
    static QName port(Configuration config, Profile profile) {
        if (config == Configuration.ACTIONS || profile == Profile.PLAIN) {
            return new QName(NS, "PlainPort");
        }
        return switch (profile) {
            case SIGN -> new QName(NS, "SignPort");
            case SIGNENCR -> new QName(NS, "SignencrPort");
            default -> throw new IllegalArgumentException("the CXF WSDL has no policy for profile '" + profile.id()
                    + "'; config policy takes plain, sign or signencr");
        };
    }
}
