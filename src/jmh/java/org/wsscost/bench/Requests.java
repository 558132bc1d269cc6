package org.wsscost.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The client's side of an exchange benchmark, with the JCA choices of {@link Jca}: one workload's recorded
 * requests, which each subclass loads in its setup, one sent per operation.
 */
@State(Scope.Thread)
public abstract class Requests extends Jca {
    Messages requests;

    /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
    @Setup(Level.Iteration)
    public void startIteration() {
        requests.startIteration();
    }
}
