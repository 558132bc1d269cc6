package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import java.util.ArrayList;
import java.util.List;

public class JaxbQuakes {
    @XmlAttribute
    public int count;
    @XmlElement(name = "quake")
    public List<JaxbQuake> quakes = new ArrayList<>();
}
