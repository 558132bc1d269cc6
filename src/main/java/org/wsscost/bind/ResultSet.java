package org.wsscost.bind;

import jakarta.xml.bind.annotation.XmlElement;

public class ResultSet {
    @XmlElement(name = "area-name")
    public String areaName;
    public Regions regions = new Regions();
    public Quakes quakes = new Quakes();
}
