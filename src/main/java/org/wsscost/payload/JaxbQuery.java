package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import java.util.Date;

/** The request: a time range and a box; every bound is optional. */
@XmlRootElement(name = "query")
public class JaxbQuery {
    @XmlElement(name = "min-date")
    public Date minDate;
    @XmlElement(name = "max-date")
    public Date maxDate;
    @XmlElement(name = "min-long")
    public Float minLong;
    @XmlElement(name = "max-long")
    public Float maxLong;
    @XmlElement(name = "min-lat")
    public Float minLat;
    @XmlElement(name = "max-lat")
    public Float maxLat;
    @XmlElement(name = "min-mag")
    public Float minMag;
    @XmlElement(name = "max-mag")
    public Float maxMag;
    @XmlElement(name = "min-depth")
    public Float minDepth;
    @XmlElement(name = "max-depth")
    public Float maxDepth;
}
