package org.wsscost.corpus;

/**
 * A named geographic region in the manner of the Flinn-Engdahl regionalisation (the original service
 * used it); every region lies in one seismic area, and responses group quakes by area.
 */
public record Region(int index, String name, String area) {
    /** The xsd:ID a response gives the region, which each quake's {@code region} attribute refers to. */
    public String ident() {
        return "rgn" + index;
    }
}
