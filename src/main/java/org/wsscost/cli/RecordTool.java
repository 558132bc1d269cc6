package org.wsscost.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.wsscost.corpus.record.Recorder;

/** {@code record [--out DIR] [--replace]}: regenerates every workload's zip and the plain examples. */
final class RecordTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar record [--out DIR] [--replace]
              Regenerates the seismic corpus (catalogue, queries, every workload's zip and examples/)
              deterministically. DIR defaults to the messages/ folder of the checkout this jar was
              built in. The files are made beside DIR and moved in, each whole, so an interrupted run leaves
              the previous files intact; DIR's %s lists the files record wrote, and recording again replaces
              those and no others. An existing DIR of files record did not write is refused unless --replace,
              which writes beside them (never over a file of the same name). Rebuild (mvn package) to put new
              messages in the jar.""".formatted(OutputFolder.MARKER);

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("record", argv, Set.of("out"), Set.of("replace"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        Path dir = args.get("out", null) == null ? ProjectDir.resolve("messages", "--out") : Path.of(args.get("out", null));
        OutputFolder.claim("record", "--out", dir, args.flag("replace"), List.of()).write(staging -> Recorder.record(staging, out));
        return 0;
    }
}
