package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Workload;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/** The jar explains itself: {@code help} (also {@code --help}, {@code tools}) lists every tool, {@code params} every value. */
class HelpToolTest {
    @Test
    void helpListsEveryToolInALineAndSaysWhereTheRestIs() {
        ToolsTest.Outcome o = ToolsTest.run(Tool.HELP);
        assertEquals(0, o.exit(), o.err());
        for (Tool t : Tool.values()) {
            assertEquals(1, o.out().lines().filter(l -> l.matches("  " + t.id() + " +" + java.util.regex.Pattern.quote(t.summary()))).count(),
                    t.id() + " in:\n" + o.out());
        }
        assertTrue(o.out().contains("-h for JMH's options") && o.out().contains("java -jar target/benchmarks.jar params"), o.out());
        for (String alias : List.of("--help", "tools")) {
            assertEquals(Tool.HELP, Tool.named(alias).orElseThrow(), alias);
        }
        // JMH's own -h stays JMH's
        assertTrue(Tool.named("-h").isEmpty());
    }

    @Test
    void paramsListsEveryValueOfEveryParameter() {
        ToolsTest.Outcome o = ToolsTest.run(Tool.PARAMS);
        assertEquals(0, o.exit(), o.err());
        List<String> lines = o.out().lines().toList();
        assertEquals(ParamCheck.PARAMS.size(), lines.size(), o.out());
        String stacks = lines.stream().filter(l -> l.startsWith("stack ")).findFirst().orElseThrow();
        for (StackId s : StackId.values()) {
            assertTrue(stacks.contains(s.id()), s.id() + " in " + stacks);
        }
        assertTrue(lines.contains("suite" + " ".repeat(lines.get(0).indexOf(StackId.values()[0].id()) - 5)
                + String.join(", ", java.util.Arrays.stream(Suite.values()).map(Suite::id).toList())), o.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("workload ") && l.endsWith(Workload.values()[Workload.values().length - 1].id())));
    }

    @Test
    void neitherTakesArguments() {
        for (Tool t : List.of(Tool.HELP, Tool.PARAMS)) {
            ToolsTest.Outcome o = ToolsTest.run(t, "stack");
            assertEquals(2, o.exit(), o.out());
            assertEquals(1, o.err().strip().lines().count(), o.err());
        }
    }
}
