package org.wsscost.bench;

import org.wsscost.stack.Phase;
import org.wsscost.stack.Security;

/**
 * Input for one security step timed alone. Steps change the model they are given (signing adds to
 * the header, encryption replaces the Body, processing decrypts in place), so every invocation gets a
 * new model: {@link #fresh} runs at {@code Level.Invocation}, outside the timed region, and makes it
 * from the recorded bytes (marshal, or build) through every step before this one. Steps last from
 * tens of microseconds to milliseconds, well above the per-invocation overhead JMH warns about for
 * nanosecond work; the direction totals, which need no fresh input, are the cross-check.
 */
abstract class StepInput {
    Pipeline p;
    private boolean outbound;
    private int index;
    private Security.Step step;
    private Object model;

    void open(Pipeline pipeline, Phase phase, boolean outboundSide) {
        p = pipeline;
        outbound = outboundSide;
        index = p.indexOf(phase, outbound);
        step = p.steps(outbound).get(index);
    }

    void fresh() {
        model = p.before(index, outbound, p.next());
    }

    Object run() {
        return step.apply().apply(model);
    }
}
