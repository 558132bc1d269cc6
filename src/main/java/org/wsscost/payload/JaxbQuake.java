package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlIDREF;
import java.util.Date;

public class JaxbQuake {
    @XmlAttribute
    public Date time;
    @XmlAttribute
    public long millis;
    @XmlAttribute
    public float latitude;
    @XmlAttribute
    public float longitude;
    @XmlAttribute
    public float depth;
    @XmlAttribute
    public float magnitude;
    @XmlAttribute
    public String method;
    /** IDREF to a {@link JaxbRegion} of the same response, resolved by JAXB. */
    @XmlAttribute
    @XmlIDREF
    public JaxbRegion region;
}
