package org.wsscost.stack.wss4jstax;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

/** Copies a reader's remaining events to a writer, namespace declarations and attributes explicit. */
final class Events {
    private Events() {
    }

    static void copy(XMLStreamReader in, XMLStreamWriter out) throws XMLStreamException {
        for (int event = in.getEventType(); ; event = in.next()) {
            switch (event) {
                case XMLStreamConstants.START_DOCUMENT -> out.writeStartDocument("UTF-8", "1.0");
                case XMLStreamConstants.START_ELEMENT -> startElement(in, out);
                case XMLStreamConstants.END_ELEMENT -> out.writeEndElement();
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.SPACE -> out.writeCharacters(in.getText());
                case XMLStreamConstants.CDATA -> out.writeCData(in.getText());
                case XMLStreamConstants.COMMENT -> out.writeComment(in.getText());
                case XMLStreamConstants.PROCESSING_INSTRUCTION -> out.writeProcessingInstruction(in.getPITarget(), in.getPIData());
                default -> {
                    // END_DOCUMENT is written below; DTD and entity events do not occur in SOAP
                }
            }
            if (!in.hasNext()) {
                out.writeEndDocument();
                return;
            }
        }
    }

    private static void startElement(XMLStreamReader in, XMLStreamWriter out) throws XMLStreamException {
        out.writeStartElement(nonNull(in.getPrefix()), in.getLocalName(), nonNull(in.getNamespaceURI()));
        for (int i = 0; i < in.getNamespaceCount(); i++) {
            String prefix = in.getNamespacePrefix(i);
            if (prefix == null || prefix.isEmpty()) {
                out.writeDefaultNamespace(in.getNamespaceURI(i));
            } else {
                out.writeNamespace(prefix, in.getNamespaceURI(i));
            }
        }
        for (int i = 0; i < in.getAttributeCount(); i++) {
            String ns = in.getAttributeNamespace(i);
            if (ns == null || ns.isEmpty()) {
                out.writeAttribute(in.getAttributeLocalName(i), in.getAttributeValue(i));
            } else {
                out.writeAttribute(nonNull(in.getAttributePrefix(i)), ns, in.getAttributeLocalName(i), in.getAttributeValue(i));
            }
        }
    }

    private static String nonNull(String s) {
        return s == null ? "" : s;
    }
}
