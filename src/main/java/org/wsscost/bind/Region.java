package org.wsscost.bind;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlID;
import jakarta.xml.bind.annotation.XmlValue;

public class Region {
    @XmlAttribute
    @XmlID
    public String ident;
    @XmlAttribute
    public int index;
    @XmlValue
    public String name;
}
