package org.wsscost.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.runner.options.TimeValue;
import org.wsscost.Id;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;

/** A tool's command line: {@code --name value} options from a known set, then positional arguments. */
final class Args {
    private final String tool;
    private final Map<String, String> options = new HashMap<>();
    private final Set<String> flags = new HashSet<>();
    final List<String> positional = new ArrayList<>();
    final boolean help;
    /** The values of a table's options ({@link Option}), read and checked: given, or their defaults. */
    private final Map<String, Object> values = new HashMap<>();

    Args(String tool, List<String> args, Set<String> known) throws UsageException {
        this(tool, args, known, Set.of());
    }

    /** {@code flags} are options that take no value ({@code --replace}): {@link #flag} says whether one was given. */
    Args(String tool, List<String> args, Set<String> known, Set<String> flags) throws UsageException {
        this.tool = tool;
        boolean helpSeen = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--help") || a.equals("-h")) {
                helpSeen = true;
            } else if (a.startsWith("--") && flags.contains(a.substring(2))) {
                if (!this.flags.add(a.substring(2))) {
                    throw new UsageException("option '" + a + "' is given twice; give it once");
                }
            } else if (a.startsWith("--")) {
                String name = a.substring(2);
                if (!known.contains(name)) {
                    throw new UsageException("unknown option '" + a + "' (see: " + tool + " --help)");
                }
                if (i + 1 >= args.size()) {
                    throw new UsageException("option '" + a + "' needs a value (see: " + tool + " --help)");
                }
                String value = args.get(++i);
                String earlier = options.put(name, value);
                if (earlier != null) {
                    // the last one winning silently would run what the user did not mean
                    throw new UsageException("option '" + a + "' is given twice ('" + earlier + "', then '" + value + "'); give it once");
                }
            } else {
                positional.add(a);
            }
        }
        help = helpSeen;
    }

    /**
     * The command line of a tool that hands the rest to JMH: its own {@code --name value} options (and
     * {@code --help}, {@code -h}) come first; {@link #positional} is everything from the first other
     * argument on, untouched, for JMH.
     */
    static Args beforeJmh(String tool, List<String> argv, Set<String> known) throws UsageException {
        int i = 0;
        while (i < argv.size() && (argv.get(i).startsWith("--") || argv.get(i).equals("-h"))) {
            i += argv.get(i).equals("--help") || argv.get(i).equals("-h") ? 1 : 2;
        }
        int own = Math.min(i, argv.size());
        Args args = new Args(tool, argv.subList(0, own), known);
        args.positional.addAll(argv.subList(own, argv.size()));
        return args;
    }

    /**
     * The command line of a tool with an option table, handing the rest to JMH: every option given, and every default,
     * is read and checked before the tool runs, so a bad value is one usage error naming its option and nothing runs.
     */
    static Args beforeJmh(String tool, List<String> argv, List<Option<?>> table) throws UsageException {
        Args args = beforeJmh(tool, argv, table.stream().map(Option::name).collect(java.util.stream.Collectors.toSet()));
        if (args.help) {
            return args;
        }
        for (Option<?> option : table) {
            String given = args.options.getOrDefault(option.name(), option.fallback());
            if (given != null) {
                args.values.put(option.name(), option.read(given));
            } else if (option.required()) {
                throw new UsageException("--" + option.name() + " " + option.value() + " is required (see: " + tool + " --help)");
            }
        }
        return args;
    }

    /** An option's value from the table, its default when not given; null when it has neither. */
    @SuppressWarnings("unchecked")
    <T> T value(Option<T> option) {
        return (T) values.get(option.name());
    }

    /** Whether the option was given on the command line, rather than left at its default. */
    boolean given(Option<?> option) {
        return options.containsKey(option.name());
    }

    /** The usage of a tool with an option table: its synopsis, {@code more} after the options, and a line per option. */
    static String usage(String tool, List<Option<?>> table, String more) {
        StringBuilder s = new StringBuilder("usage: java -jar target/benchmarks.jar " + tool);
        int width = s.length();
        for (Option<?> option : table) {
            if (width + option.synopsis().length() > 110) {
                s.append("\n          ");
                width = 10;
            }
            s.append(' ').append(option.synopsis());
            width += option.synopsis().length() + 1;
        }
        s.append(' ').append(more);
        table.forEach(option -> s.append('\n').append(option.line()));
        return s.toString();
    }

    boolean flag(String name) {
        return flags.contains(name);
    }

    String get(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }

    /** The whole number option {@code name} holds, {@code fallback} when it is not given; see {@link #whole(String, String, int, int, String)}. */
    int whole(String name, String fallback, int least, int most) throws UsageException {
        return whole("--" + name, options.getOrDefault(name, fallback), least, most, "");
    }

    /**
     * {@code value} as a whole number from {@code least} to {@code most}, else a usage error naming {@code label}
     * (an option, or empty) and what the number counts ({@code of}: " of seconds", or empty).
     */
    static int whole(String label, String value, int least, int most, String of) throws UsageException {
        if (value.matches("-?\\d{1,9}")) {
            int n = Integer.parseInt(value);
            if (n >= least && n <= most) {
                return n;
            }
        }
        throw new UsageException((label.isEmpty() ? "" : label + " ") + "'" + value + "' is not a whole number" + of + " from "
                + least + " to " + most);
    }

    /**
     * {@code value} as a percentage ({@code 5} or {@code 5%}) at most {@code most}, and above 0, or 0 too when
     * {@code zero}; else a usage error naming {@code label}.
     */
    static double percent(String label, String value, boolean zero, int most) throws UsageException {
        String number = value.endsWith("%") ? value.substring(0, value.length() - 1) : value;
        if (number.matches("\\d{1,3}(\\.\\d+)?")) {
            double p = Double.parseDouble(number);
            if ((p > 0 || zero) && p <= most) {
                return p;
            }
        }
        throw new UsageException(label + " '" + value + "' is not a percentage " + (zero ? "from 0 to " : "above 0 and at most ")
                + most);
    }

    /** {@code 90s}, {@code 200ms}, {@code 40m} → milliseconds, read as JMH reads {@code -w} and {@code -r}; {@code what} names the value. */
    static long millis(String duration, String what) throws UsageException {
        String why = what + " is not a duration such as 90s or 200ms";
        long millis;
        try {
            millis = TimeValue.fromString(duration).convertTo(TimeUnit.MILLISECONDS);
        } catch (IllegalArgumentException e) {
            throw new UsageException(why);
        }
        if (millis <= 0) {
            throw new UsageException(why);
        }
        return millis;
    }

    /** A required option, resolved through its enum: a missing or unknown value is a usage error. */
    <E extends Enum<E> & Id> E choice(String name, Class<E> type, String fallback) throws UsageException {
        String value = options.getOrDefault(name, fallback);
        if (value == null) {
            throw new UsageException("--" + name + " is required; valid: " + Id.ids(type) + " (see: " + tool + " --help)");
        }
        try {
            return Id.parse(type, name, value);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * The arguments of a tool that takes no options, only {@code count} positional arguments ({@code what} names them
     * in the error on any other count); empty when the user asked for help, which {@code usage} has then answered on
     * {@code out}, and the tool exits 0.
     */
    static Optional<List<String>> positionalOnly(String tool, List<String> argv, int count, String what, String usage,
            PrintStream out) throws UsageException {
        Args args = new Args(tool, argv, Set.of());
        if (args.help) {
            out.println(usage);
            return Optional.empty();
        }
        args.requirePositional(count, what);
        return Optional.of(args.positional);
    }

    void requirePositional(int count, String what) throws UsageException {
        if (positional.size() != count) {
            throw new UsageException("expected " + what + ", got " + positional.size() + " argument(s) (see: " + tool + " --help)");
        }
    }

    /** The bytes of an input file; a missing, unreadable, directory or empty file is one usage error. */
    static byte[] read(String file) throws UsageException {
        Path path = Path.of(file);
        if (!Files.exists(path)) {
            throw new UsageException(file + ": no such file");
        }
        if (Files.isDirectory(path)) {
            throw new UsageException(file + ": is a directory, not a file");
        }
        try {
            byte[] bytes = Files.readAllBytes(path);
            if (bytes.length == 0) {
                throw new UsageException(file + ": is empty");
            }
            return bytes;
        } catch (IOException e) {
            throw new UsageException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** The results of a JMH result file, read strictly ({@link JmhJson}); anything wrong with it is one usage error. */
    static List<Result> results(String file) throws UsageException {
        try {
            return JmhJson.read(Path.of(file));
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** Writes beside the target and moves into place, so a failure never leaves a partial file. */
    static void write(String file, byte[] bytes) throws UsageException {
        Path target = Path.of(file).toAbsolutePath();
        if (Files.isDirectory(target)) {
            throw new UsageException(file + ": is a directory, not a file");
        }
        Path dir = target.getParent();
        if (!Files.isDirectory(dir)) {
            throw new UsageException(file + ": cannot write: its folder " + dir + " does not exist");
        }
        try {
            Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            try {
                Files.write(tmp, bytes);
                Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UsageException(file + ": cannot write: " + e.getMessage());
        }
    }
}
