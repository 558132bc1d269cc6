package org.wsscost.stack.rampartsteps;

import java.util.ArrayList;
import java.util.List;
import org.apache.axiom.soap.SOAPEnvelope;
import org.w3c.dom.Document;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Security.Step;
import org.wsscost.stack.wss4jdom.DomSecurity;

/**
 * Rampart: when a policy applies, the LLOM envelope goes to DOOM, WSS4J's DOM API works on the DOOM
 * document exactly as on a JDK DOM, and the result comes back to LLOM. With no security (plain)
 * Rampart does nothing, so neither conversion happens.
 */
final class StepsSecurity {
    private final InMemoryModel model = new InMemoryModel();

    private StepsSecurity() {
    }

    /** WSS4J's steps for the policy, each side wrapped in the conversions when it has any. */
    static Security of(DomSecurity wss4j) {
        StepsSecurity r = new StepsSecurity();
        return new Security.Fixed(wss4j.policy(), r.around(wss4j.outbound()), r.around(wss4j.inbound()));
    }

    private List<Step> around(List<Step> onDom) {
        if (onDom.isEmpty()) {
            return onDom;
        }
        List<Step> steps = new ArrayList<>();
        steps.add(new Step(Phase.TO_DOM, llom -> model.toDom((SOAPEnvelope) llom)));
        steps.addAll(onDom);
        steps.add(new Step(Phase.FROM_DOM, doom -> model.fromDom((Document) doom)));
        return List.copyOf(steps);
    }
}
