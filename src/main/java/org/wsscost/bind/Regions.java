package org.wsscost.bind;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import java.util.ArrayList;
import java.util.List;

public class Regions {
    @XmlAttribute
    public int count;
    @XmlElement(name = "region")
    public List<Region> regions = new ArrayList<>();
}
