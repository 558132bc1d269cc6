package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import java.util.ArrayList;
import java.util.List;

public class JaxbRegions {
    @XmlAttribute
    public int count;
    @XmlElement(name = "region")
    public List<JaxbRegion> regions = new ArrayList<>();
}
