package org.wsscost.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.wsscost.corpus.record.Recorder;

/** {@code record [--out DIR]}: regenerates every workload's zip and the plain examples. */
final class RecordTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar record [--out DIR]
              Regenerates the seismic corpus (catalogue, queries, every workload's zip and examples/)
              deterministically. DIR defaults to the messages/ folder of the checkout this jar was
              built in; files are written beside their targets and moved into place, so an interrupted
              run leaves the previous files intact. Rebuild (mvn package) to put new messages in the jar.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("record", argv, Set.of("out"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        Path dir = args.get("out", null) == null ? ProjectDir.resolve("messages", "--out") : Path.of(args.get("out", null));
        if (!Files.isDirectory(dir)) {
            throw new UsageException(dir + ": not a directory");
        }
        Recorder.record(dir, out);
        return 0;
    }
}
