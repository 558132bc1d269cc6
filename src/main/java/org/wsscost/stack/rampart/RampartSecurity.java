package org.wsscost.stack.rampart;

import java.util.ArrayList;
import java.util.List;
import org.apache.axiom.soap.SOAPEnvelope;
import org.w3c.dom.Document;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.security.Policy;
import org.wsscost.stack.wss4jdom.DomSecurity;

/**
 * Rampart: when a policy applies, the LLOM envelope goes to DOOM, WSS4J's DOM API works on the DOOM
 * document exactly as on a JDK DOM, and the result comes back to LLOM. With no security (plain)
 * Rampart does nothing, so neither conversion happens.
 */
final class RampartSecurity implements Security {
    private final DomSecurity wss4j;
    private final InMemoryModel model = new InMemoryModel();
    private final List<Step> outbound;
    private final List<Step> inbound;

    RampartSecurity(DomSecurity wss4j) {
        this.wss4j = wss4j;
        outbound = around(wss4j.outbound());
        inbound = around(wss4j.inbound());
    }

    @Override
    public Policy policy() {
        return wss4j.policy();
    }

    @Override
    public List<Step> outbound() {
        return outbound;
    }

    @Override
    public List<Step> inbound() {
        return inbound;
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
