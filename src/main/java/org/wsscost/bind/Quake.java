package org.wsscost.bind;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlIDREF;
import java.util.Date;

public class Quake {
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
    /** IDREF to a {@link Region} of the same response, resolved by JAXB. */
    @XmlAttribute
    @XmlIDREF
    public Region region;
}
