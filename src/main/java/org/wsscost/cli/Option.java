package org.wsscost.cli;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One row of a tool's option table: its name, the value it takes, its default, its line of usage and how its value
 * is read and checked. A tool declares its options once as such rows; {@link Args#beforeJmh(String, java.util.List,
 * java.util.List)} parses and checks them all before the tool does anything, and {@link Args#usage} writes the usage
 * from them. A value that does not read is one usage error naming the option.
 *
 * @param fallback the value taken when the option is not given, as it would be written; null for none
 */
record Option<T>(String name, String value, String fallback, boolean required, String help, Reader<T> reader) {
    /** Reads and checks a value given for {@code option} ({@code --forks}); a usage error names it. */
    interface Reader<T> {
        T read(String option, String value) throws UsageException;
    }

    static <T> Option<T> of(String name, String value, String fallback, String help, Reader<T> reader) {
        return new Option<>(name, value, fallback, false, help, reader);
    }

    /** The same option, required: the tool refuses to run without it. */
    Option<T> mandatory() {
        return new Option<>(name, value, fallback, true, help, reader);
    }

    static Option<String> text(String name, String value, String help) {
        return of(name, value, null, help, (option, v) -> v);
    }

    static Option<Integer> whole(String name, String value, int least, int most, String fallback, String help) {
        return of(name, value, fallback, help, (option, v) -> Args.whole(option, v, least, most, ""));
    }

    /** A percentage above 0 (or 0 too, when {@code zero}) and at most {@code most}: 5 or 5%. */
    static Option<Double> percent(String name, boolean zero, int most, String fallback, String help) {
        return of(name, "PERCENT", fallback, help, (option, v) -> Args.percent(option, v, zero, most));
    }

    static Option<Duration> duration(String name, String fallback, String help) {
        return of(name, "DURATION", fallback, help, (option, v) -> Duration.ofMillis(Args.millis(v, option + " '" + v + "'")));
    }

    /** One of an enum's constants, written in lower case ({@code sequential}). */
    static <E extends Enum<E>> Option<E> choice(String name, Class<E> type, E fallback, String help) {
        String values = Arrays.stream(type.getEnumConstants()).map(Option::written).collect(Collectors.joining("|"));
        return of(name, values, fallback == null ? null : written(fallback), help, (option, v) -> Arrays
                .stream(type.getEnumConstants()).filter(e -> written(e).equals(v)).findFirst()
                .orElseThrow(() -> new UsageException(option + " '" + v + "' is none of " + values.replace("|", ", "))));
    }

    static String written(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    T read(String given) throws UsageException {
        return reader.read("--" + name, given);
    }

    /** {@code --forks N} in brackets unless required. */
    String synopsis() {
        String s = "--" + name + " " + value;
        return required ? s : "[" + s + "]";
    }

    /** Its line in the usage's option list, the default last. */
    String line() {
        return String.format(Locale.ROOT, "  %-28s %s%s", "--" + name + " " + value, help,
                fallback == null ? "" : " (default " + fallback + ")");
    }
}
