package org.wsscost.tool;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.wsscost.seismic.Recorder;

/** {@code record [--out DIR]}: regenerates every workload's zip and the plain examples. */
final class RecordTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar record [--out DIR]
              Regenerates the seismic corpus (catalogue, queries, every workload's zip and examples/)
              deterministically. DIR defaults to the messages/ folder of the checkout this jar was
              built in; files are written beside their targets and moved into place, so an interrupted
              run leaves the previous files intact. Rebuild (mvn package) to put new messages in the jar.""";

    @Override
    public int run(List<String> args, PrintStream out) throws Exception {
        Path dir = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--help") || a.equals("-h")) {
                out.println(USAGE);
                return 0;
            } else if (a.equals("--out") && i + 1 < args.size()) {
                dir = Path.of(args.get(++i));
            } else {
                throw new UsageException("unexpected argument '" + a + "' (see: record --help)");
            }
        }
        if (dir == null) {
            dir = ProjectDir.resolve("messages", "--out");
        }
        if (!Files.isDirectory(dir)) {
            throw new UsageException(dir + ": not a directory");
        }
        Recorder.record(dir, out);
        return 0;
    }
}
