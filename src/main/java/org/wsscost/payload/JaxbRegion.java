package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlID;
import jakarta.xml.bind.annotation.XmlValue;

public class JaxbRegion {
    @XmlAttribute
    @XmlID
    public String ident;
    @XmlAttribute
    public int index;
    @XmlValue
    public String name;
}
