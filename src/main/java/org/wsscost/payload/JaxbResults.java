package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import java.util.ArrayList;
import java.util.List;

/** The response: matching quakes grouped by seismic area. */
@XmlRootElement(name = "results")
public class JaxbResults {
    @XmlAttribute
    public int count;
    @XmlElement(name = "result-set")
    public List<JaxbResultSet> resultSets = new ArrayList<>();

    /** Quakes actually bound, summed over the result sets (not the {@code count} attribute). */
    public int quakeCount() {
        int n = 0;
        for (JaxbResultSet set : resultSets) {
            n += set.quakes.quakes.size();
        }
        return n;
    }
}
