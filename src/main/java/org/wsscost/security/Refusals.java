package org.wsscost.security;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A receiver's refusal in words, on one line. An engine's own words are taken from the deepest cause
 * that has some (or from a wrapper that repeats them and says more); where none has (an empty message, a bare exception class name, a
 * NullPointerException's words, however often wrapped), the line says what failed and in which of
 * the engine's methods.
 */
public final class Refusals {
    private static final Pattern JDK_FRAME = Pattern.compile("^(java|javax|jdk|sun|com\\.sun\\.org\\.apache)\\.");
    /**
     * A message that is only qualified class names, as XWSS gives for some of its exceptions
     * ("javax.xml.crypto.KeySelectorException: java.util.NoSuchElementException").
     */
    private static final Pattern CLASS_NAMES = Pattern.compile("[\\p{Alpha}_$][\\w$]*(\\.[\\p{Alpha}_$][\\w$]*)+"
            + "(: [\\p{Alpha}_$][\\w$]*(\\.[\\p{Alpha}_$][\\w$]*)+)*");

    private Refusals() {
    }

    /** The JDK's words for a null dereference ("Cannot invoke … because … is null"), which wrappers often repeat. */
    private static final Pattern NULL_DEREFERENCE = Pattern.compile("^Cannot (invoke|read|load|store|assign|throw)\\b|because \".*\" is null");

    public static String reason(Throwable e) {
        List<String> nullMessages = new ArrayList<>();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof NullPointerException && t.getMessage() != null && !t.getMessage().isBlank()) {
                nullMessages.add(t.getMessage().strip());
            }
        }
        String said = null;
        Throwable deepest = e;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            // a wrapper that repeats its cause's words and adds to them (which algorithm it was) says more
            if (useful(t, nullMessages) && (said == null || !said.strip().startsWith(t.getMessage().strip()))) {
                said = t.getMessage();
            }
            deepest = t;
        }
        return said != null ? oneLine(said) : unexplained(deepest);
    }

    /** Words of the engine's own: not empty, not a class name, nothing a NullPointerException said, not cut at a colon. */
    private static boolean useful(Throwable t, List<String> nullMessages) {
        String m = t.getMessage() == null ? "" : t.getMessage().strip();
        return !m.isEmpty() && !(t instanceof NullPointerException) && !onlyClassNames(m) && !m.endsWith(":")
                && !NULL_DEREFERENCE.matcher(m).find() && nullMessages.stream().noneMatch(m::contains);
    }

    /** Whether {@code message} names exception classes and says nothing else. */
    public static boolean onlyClassNames(String message) {
        return CLASS_NAMES.matcher(message.strip()).matches();
    }

    /** The failure's kind and the engine frame it came from, with whatever the engine did say. */
    private static String unexplained(Throwable t) {
        StringBuilder s = new StringBuilder("the engine failed with ").append(t.getClass().getSimpleName());
        for (StackTraceElement frame : t.getStackTrace()) {
            if (!JDK_FRAME.matcher(frame.getClassName()).find()) {
                String cls = frame.getClassName();
                s.append(" in ").append(cls.substring(cls.lastIndexOf('.') + 1)).append('.').append(frame.getMethodName())
                        .append(" (").append(cls, 0, Math.max(0, cls.lastIndexOf('.'))).append(')');
                break;
            }
        }
        return s.append(", giving no reason of its own").toString();
    }

    private static String oneLine(String s) {
        return s.strip().replaceAll("\\s+", " ");
    }
}
