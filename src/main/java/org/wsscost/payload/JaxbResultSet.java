package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlElement;

public class JaxbResultSet {
    @XmlElement(name = "area-name")
    public String areaName;
    public JaxbRegions regions = new JaxbRegions();
    public JaxbQuakes quakes = new JaxbQuakes();
}
