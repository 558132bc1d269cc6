/**
 * JAXB classes of the seismic payload (the {@code query} request and {@code results} response), the
 * native binding of Metro and the WSS4J stacks. One {@link org.wsscost.payload.Binder} per thread.
 */
@XmlSchema(namespace = Seismic.NS, elementFormDefault = XmlNsForm.QUALIFIED)
@XmlAccessorType(XmlAccessType.FIELD)
package org.wsscost.payload;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlNsForm;
import jakarta.xml.bind.annotation.XmlSchema;
