package org.wsscost.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsscost.fixtures.Messages;

/**
 * The random mutations of a secured message, each drawn from a seeded {@link Random} so that a run
 * is the same on every machine. The heavy ones (megabytes of attribute, hundreds of thousands of
 * attributes, deep nesting) are drawn less often, so that a few hundred cases fit in the build.
 */
enum Mutant {
    BIT_FLIP(20), DELETED_ELEMENT(10), DUPLICATED_ELEMENT(10), TRUNCATED(10), INVALID_UTF8(10), NUL_BYTE(10),
    LYING_ENCODING(10), SIGNED_TEXT(20), HUGE_ATTRIBUTE(1), MANY_ATTRIBUTES(1), DEEP_NESTING(1);

    static final int HUGE_ATTRIBUTE_BYTES = 10 << 20;
    static final int ATTRIBUTES = 200_000;
    static final int DEPTH = 10_000;

    private final int weight;

    Mutant(int weight) {
        this.weight = weight;
    }

    /** A mutant drawn by weight. */
    static Mutant draw(Random random) {
        int total = 0;
        for (Mutant m : values()) {
            total += m.weight;
        }
        int pick = random.nextInt(total);
        for (Mutant m : values()) {
            pick -= m.weight;
            if (pick < 0) {
                return m;
            }
        }
        throw new IllegalStateException("weights");
    }

    /** The message with this mutation applied at places {@code random} picks. */
    byte[] apply(byte[] message, Random random) {
        // ISO-8859-1 maps each byte to one char and back, so byte positions survive the string edits
        String s = new String(message, StandardCharsets.ISO_8859_1);
        return switch (this) {
            case BIT_FLIP -> flipBits(message, random);
            case DELETED_ELEMENT, DUPLICATED_ELEMENT -> editElement(message, random, this == DUPLICATED_ELEMENT);
            case TRUNCATED -> java.util.Arrays.copyOf(message, 1 + random.nextInt(message.length - 1));
            case INVALID_UTF8 -> insert(s, random.nextInt(s.length()), random.nextBoolean() ? "\u00c3\u0028" : "\u00ff");
            case NUL_BYTE -> insert(s, random.nextInt(s.length()), "\u0000");
            case LYING_ENCODING -> lyingDeclaration(s, random);
            case SIGNED_TEXT -> signedTextEdited(s, random);
            case HUGE_ATTRIBUTE -> insert(s, attributePlace(s, random), " huge=\"" + "a".repeat(HUGE_ATTRIBUTE_BYTES) + "\"");
            case MANY_ATTRIBUTES -> insert(s, attributePlace(s, random), manyAttributes());
            case DEEP_NESTING -> insert(s, contentPlace(s, random), "<d>".repeat(DEPTH) + "</d>".repeat(DEPTH));
        };
    }

    private static byte[] flipBits(byte[] message, Random random) {
        byte[] m = message.clone();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            int at = random.nextInt(m.length);
            m[at] ^= (byte) (1 << random.nextInt(8));
        }
        return m;
    }

    /** Deletes an element other than the Envelope, or duplicates it right after itself. */
    private static byte[] editElement(byte[] message, Random random, boolean duplicate) {
        Document doc;
        try {
            doc = Messages.parse(message);
        } catch (Exception e) {
            throw new IllegalArgumentException("the unmutated message is not well-formed: " + e.getMessage(), e);
        }
        NodeList all = doc.getElementsByTagName("*");
        Element e = (Element) all.item(1 + random.nextInt(all.getLength() - 1));
        if (duplicate) {
            e.getParentNode().insertBefore(e.cloneNode(true), e.getNextSibling());
        } else {
            e.getParentNode().removeChild(e);
        }
        try {
            return Messages.serialize(doc);
        } catch (Exception x) {
            throw new IllegalStateException("serializing a mutant: " + x.getMessage(), x);
        }
    }

    /** The parts every secured profile signs: a change of their text must never be valid. */
    private static final List<Pattern> SIGNED = List.of(part("Body"), part("Timestamp"));

    private static Pattern part(String local) {
        return Pattern.compile("<(?:[\\w.-]+:)?" + local + "[\\s>].*?</(?:[\\w.-]+:)?" + local + ">", Pattern.DOTALL);
    }

    /**
     * One letter or digit of the text inside the Body or the Timestamp changed to the next (z to a, 9 to 0): the
     * payload, a time, or a ciphertext. The last four characters of each text are left alone, where base64's padding
     * bits may lie, so that every edit changes what the signature covers.
     */
    private static byte[] signedTextEdited(String s, Random random) {
        List<Integer> places = new ArrayList<>();
        for (Pattern part : SIGNED) {
            Matcher m = part.matcher(s);
            if (m.find()) {
                textPlaces(s, m.start(), m.end(), places);
            }
        }
        if (places.isEmpty()) {
            throw new IllegalArgumentException("no text in the message's signed parts");
        }
        int at = places.get(random.nextInt(places.size()));
        char c = s.charAt(at);
        char next = Character.isDigit(c) ? (char) ('0' + (c - '0' + 1) % 10)
                : Character.isUpperCase(c) ? (char) ('A' + (c - 'A' + 1) % 26) : (char) ('a' + (c - 'a' + 1) % 26);
        return (s.substring(0, at) + next + s.substring(at + 1)).getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The ASCII letters and digits of the text between {@code from} and {@code to}, outside tags, but each text's last four. */
    private static void textPlaces(String s, int from, int to, List<Integer> places) {
        List<Integer> run = new ArrayList<>();
        boolean inTag = false;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '<' || c == '>') {
                places.addAll(run.subList(0, Math.max(0, run.size() - 4)));
                run.clear();
                inTag = c == '<';
            } else if (!inTag && c < 128 && Character.isLetterOrDigit(c)) {
                run.add(i);
            }
        }
    }

    /** An XML declaration naming an encoding the bytes are not in, replacing the message's own. */
    private static byte[] lyingDeclaration(String s, Random random) {
        String body = s.startsWith("<?xml") ? s.substring(s.indexOf("?>") + 2) : s;
        String[] lies = {"UTF-16", "UTF-32", "UTF-16BE", "IBM037"};
        return ("<?xml version=\"1.0\" encoding=\"" + lies[random.nextInt(lies.length)] + "\"?>" + body)
                .getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String manyAttributes() {
        StringBuilder b = new StringBuilder(ATTRIBUTES * 8);
        for (int i = 0; i < ATTRIBUTES; i++) {
            b.append(" a").append(i).append("=\"\"");
        }
        return b.toString();
    }

    /** Just after the name of a start tag, where an attribute may go. */
    private static int attributePlace(String s, Random random) {
        int[] tag = startTag(s, random);
        return tag[0];
    }

    /** Just after a start tag that is not empty, where content may go. */
    private static int contentPlace(String s, Random random) {
        for (int tries = 0; tries < 100; tries++) {
            int[] tag = startTag(s, random);
            if (s.charAt(tag[1] - 1) != '/') {
                return tag[1] + 1;
            }
        }
        throw new IllegalArgumentException("no start tag with content in the message");
    }

    /** A start tag's name end and closing '>' positions. */
    private static int[] startTag(String s, Random random) {
        List<int[]> tags = new ArrayList<>();
        for (int i = s.indexOf('<'); i >= 0; i = s.indexOf('<', i + 1)) {
            if (i + 1 < s.length() && Character.isLetter(s.charAt(i + 1))) {
                int name = i + 1;
                while (name < s.length() && " \t\r\n/>".indexOf(s.charAt(name)) < 0) {
                    name++;
                }
                tags.add(new int[] {name, s.indexOf('>', name)});
            }
        }
        return tags.get(random.nextInt(tags.size()));
    }

    private static byte[] insert(String s, int at, String what) {
        return (s.substring(0, at) + what + s.substring(at)).getBytes(StandardCharsets.ISO_8859_1);
    }
}
