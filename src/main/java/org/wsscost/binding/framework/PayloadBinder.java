package org.wsscost.binding.framework;

import javax.xml.stream.XMLStreamReader;

/**
 * One binding framework's classes for the seismic payload, generated from {@code wsscost/seismic.xsd}.
 * "Bound" objects are the framework's own; {@link #toRecords} and {@link #fromRecords} convert them to and
 * from the project's {@code seismic} records, so frameworks can be checked against each other. Binders
 * hold unmarshallers, writers and buffers: one per thread.
 */
public interface PayloadBinder {
    /** Binds the payload element the reader is positioned on ({@code query} or {@code results}). */
    Object bind(XMLStreamReader payload);

    /** The bound payload as a UTF-8 element, no XML declaration. */
    byte[] marshal(Object bound);

    /** A bound payload as a {@link org.wsscost.corpus.Query} or {@link org.wsscost.corpus.Results}. */
    Object toRecords(Object bound);

    /** The framework's objects for a {@link org.wsscost.corpus.Query} or {@link org.wsscost.corpus.Results}. */
    Object fromRecords(Object records);
}
