package org.wsscost.bind;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import java.util.ArrayList;
import java.util.List;

public class Quakes {
    @XmlAttribute
    public int count;
    @XmlElement(name = "quake")
    public List<Quake> quakes = new ArrayList<>();
}
