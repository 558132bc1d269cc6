package org.wsscost.binding;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.SAXException;

/** The seismic schema from the classpath, and a validator of payload bytes against it. */
final class SeismicSchema {
    static final Schema SCHEMA = load();

    private final Validator validator = SCHEMA.newValidator();

    private static Schema load() {
        URL xsd = SeismicSchema.class.getResource("/wsscost/seismic.xsd");
        try {
            return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd);
        } catch (SAXException e) {
            throw new IllegalStateException("wsscost/seismic.xsd: " + e, e);
        }
    }

    /** Fails, naming {@code where} and the first violation, unless the payload is valid. */
    void validate(byte[] payload, String where) {
        try {
            validator.validate(new StreamSource(new ByteArrayInputStream(payload)));
        } catch (SAXException e) {
            throw new AssertionError(where + ": not valid against seismic.xsd: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
