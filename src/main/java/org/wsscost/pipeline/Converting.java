package org.wsscost.pipeline;

/**
 * A stack that converts its model for its security engine and back (Rampart's in-memory model), where a
 * conversion is not a step of its own: it lets the conversion be timed alone.
 */
public interface Converting {
    /** The model a conversion {@code phase} ({@link Phase#TO_DOM} or {@link Phase#FROM_DOM}) makes of {@code model}. */
    Object convert(Phase phase, Object model);
}
