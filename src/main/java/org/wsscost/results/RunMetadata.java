package org.wsscost.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import jakarta.xml.soap.MessageFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.UnknownHostException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLInputFactory;
import org.apache.axiom.om.OMAbstractFactory;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.wsscost.payload.Binder;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.Wss4j1;

/**
 * What a saved run ran on: the library versions this JVM actually loads (read from the loaded
 * classes, not from the pom), the JVM, the CPU, the OS, the checkout's git revision, the command
 * and the date. Forked benchmark JVMs run the same jar, so the versions are theirs too.
 */
public final class RunMetadata {
    private RunMetadata() {
    }

    /** One library: its name, a class it loads (found through the real entry point), and its Maven coordinates. */
    private record Library(String name, String group, String artifact, Callable<Class<?>> loaded) {
    }

    private static final List<Library> LIBRARIES = List.of(
            new Library("wss4j", "org.apache.wss4j", "wss4j-ws-security-dom",
                    () -> Class.forName("org.apache.wss4j.dom.engine.WSSConfig")),
            new Library("wss4j-stax", "org.apache.wss4j", "wss4j-ws-security-stax",
                    () -> Class.forName("org.apache.wss4j.stax.setup.WSSec")),
            new Library("santuario", "org.apache.santuario", "xmlsec",
                    () -> Class.forName("org.apache.xml.security.Init")),
            new Library("axiom-llom", "org.apache.ws.commons.axiom", "axiom-impl",
                    () -> OMAbstractFactory.getMetaFactory().getClass()),
            new Library("axiom-doom", "org.apache.ws.commons.axiom", "axiom-dom",
                    () -> OMAbstractFactory.getMetaFactory(OMAbstractFactory.FEATURE_DOM).getClass()),
            new Library("metro", "org.glassfish.metro", "webservices-rt",
                    () -> Class.forName("com.sun.xml.wss.XWSSProcessorFactory")),
            new Library("spring-ws", "org.springframework.ws", "spring-ws-core",
                    () -> Class.forName("org.springframework.ws.soap.saaj.SaajSoapMessageFactory")),
            new Library("spring-ws-security", "org.springframework.ws", "spring-ws-security",
                    () -> Class.forName("org.springframework.ws.soap.security.wss4j2.Wss4jSecurityInterceptor")),
            new Library("spring", "org.springframework", "spring-core",
                    () -> Class.forName("org.springframework.core.SpringVersion")),
            new Library("cxf", "org.apache.cxf", "cxf-core", () -> Class.forName("org.apache.cxf.Bus")),
            new Library("cxf-ws-security", "org.apache.cxf", "cxf-rt-ws-security",
                    () -> Class.forName("org.apache.cxf.ws.security.wss4j.WSS4JInInterceptor")),
            new Library("jaxb-runtime", "org.glassfish.jaxb", "jaxb-runtime", () -> Binder.context().getClass()),
            new Library("saaj", "com.sun.xml.messaging.saaj", "saaj-impl",
                    () -> MessageFactory.newInstance().getClass()),
            new Library("woodstox", "com.fasterxml.woodstox", "woodstox-core",
                    () -> XMLInputFactory.newFactory().getClass()),
            new Library("jmh", "org.openjdk.jmh", "jmh-core", () -> Class.forName("org.openjdk.jmh.runner.Runner")));

    /**
     * Library name → version as loaded: the {@code pom.properties} that the jar holding the loaded
     * class carries; Metro's own build string; BouncyCastle's provider version (its jars carry no
     * {@code pom.properties}); then each isolated stack's libraries as its own class loader loads them, as
     * "stack/library" (rampart/axis2), and those of WSS4J 1.x alone (isolated/wss4j-1.x) as "wss4j1/wss4j".
     */
    public static Map<String, String> libraries() {
        Map<String, String> versions = new LinkedHashMap<>();
        for (Library library : LIBRARIES) {
            versions.put(library.name(), version(library));
        }
        versions.put("metro-build", com.sun.xml.ws.util.RuntimeVersion.VERSION.toString());
        versions.put("bouncycastle", bouncyCastle(new BouncyCastleProvider().getVersionStr()));
        for (StackId stack : StackId.values()) {
            stack.libraries().forEach((name, version) -> versions.put(stack.id() + "/" + name, version));
        }
        Wss4j1.versions().forEach((name, version) -> versions.put(Wss4j1.ID + "/" + name, version));
        return versions;
    }

    /**
     * BouncyCastle's release from its provider's version, which is a number: 1.87 for 1.87, but 1.7801 for
     * 1.78.1 and 1.8002 for 1.80.2 (two digits of minor, two of patch).
     */
    static String bouncyCastle(String provider) {
        Matcher m = Pattern.compile("(\\d+)\\.(\\d{2})(\\d{2})").matcher(provider);
        return m.matches() && Integer.parseInt(m.group(3)) > 0
                ? m.group(1) + "." + m.group(2) + "." + Integer.parseInt(m.group(3)) : provider;
    }

    private static String version(Library library) {
        Class<?> type;
        try {
            type = library.loaded().call();
        } catch (Exception | LinkageError e) {
            return "not loadable: " + e;
        }
        String resource = "META-INF/maven/" + library.group() + "/" + library.artifact() + "/pom.properties";
        URL home = type.getProtectionDomain().getCodeSource() == null ? null
                : type.getProtectionDomain().getCodeSource().getLocation();
        try {
            ClassLoader loader = type.getClassLoader() == null ? ClassLoader.getSystemClassLoader() : type.getClassLoader();
            for (URL url : Collections.list(loader.getResources(resource))) {
                if (home == null || url.toString().contains(home.toString())) {
                    Properties p = new Properties();
                    try (InputStream in = url.openStream()) {
                        p.load(in);
                    }
                    return p.getProperty("version");
                }
            }
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        }
        String implementation = type.getPackage() == null ? null : type.getPackage().getImplementationVersion();
        if (implementation != null) {
            return implementation;
        }
        String built = BUILT.getProperty(library.name());
        return built != null ? built + " (built against)" : "unknown (" + type.getName() + " from " + home + ")";
    }

    /** wsscost/versions.properties: the versions the jar was built against, for jars that do not say theirs. */
    private static final Properties BUILT = built();

    private static Properties built() {
        Properties p = new Properties();
        try (InputStream in = RunMetadata.class.getResourceAsStream("/wsscost/versions.properties")) {
            if (in == null) {
                throw new IllegalStateException("wsscost/versions.properties is not in the jar: build with Maven");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** The whole sidecar: libraries, JVM, machine, git revision of {@code checkout}, command and date. */
    public static Map<String, Object> collect(Path checkout, String command) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("date", Instant.now().toString());
        m.put("command", command);
        m.put("git", git(checkout));
        m.put("libraries", libraries());
        m.put("jar", jar());
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("vendor", System.getProperty("java.vendor"));
        jvm.put("name", System.getProperty("java.vm.name"));
        jvm.put("version", System.getProperty("java.runtime.version"));
        jvm.put("home", System.getProperty("java.home"));
        jvm.put("inputArguments", ManagementFactory.getRuntimeMXBean().getInputArguments());
        m.put("jvm", jvm);
        Map<String, Object> machine = new LinkedHashMap<>();
        machine.put("host", host());
        machine.put("cpu", cpuModel());
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put("memoryBytes", ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize());
        // What else ran: a shared machine's load average says how far to trust a run's figures.
        machine.put("loadAverage", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        machine.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        m.put("machine", machine);
        return m;
    }

    /** The command line of this JVM as the OS saw it, or Java's own record of it. */
    public static String command() {
        return ProcessHandle.current().info().commandLine()
                .orElse("java " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()) + " "
                        + System.getProperty("sun.java.command"));
    }

    /** This machine's name, which tells one CI runner from another. */
    static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            String env = System.getenv("HOSTNAME");
            return env != null ? env : "unknown (" + e.getMessage() + ")";
        }
    }

    /**
     * The jar these classes were loaded from, and its SHA-256: what {@code merge} checks before it
     * joins shards. Outside a jar (the tests' classes directory) the digest says so.
     */
    static Map<String, String> jar() {
        Map<String, String> jar = new LinkedHashMap<>();
        try {
            Path path = Path.of(RunMetadata.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            jar.put("path", path.toString());
            jar.put("sha256", Files.isRegularFile(path) ? sha256(path) : "not a jar: " + path);
        } catch (URISyntaxException | IOException | NoSuchAlgorithmException e) {
            jar.put("sha256", "unknown (" + e.getMessage() + ")");
        }
        return jar;
    }

    private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    static String cpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        try {
            if (Files.isReadable(cpuinfo)) {
                for (String line : Files.readAllLines(cpuinfo)) {
                    if (line.startsWith("model name")) {
                        return line.substring(line.indexOf(':') + 1).strip();
                    }
                }
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        return "unknown (" + System.getProperty("os.arch") + ")";
    }

    /** {@code git rev-parse HEAD} of the checkout, "-dirty" when it has uncommitted changes, else "unknown". */
    static String git(Path checkout) {
        String head = gitOutput(checkout, "rev-parse", "HEAD");
        if (head == null) {
            return "unknown";
        }
        String status = gitOutput(checkout, "status", "--porcelain", "--untracked-files=no");
        return status == null || status.isEmpty() ? head : head + "-dirty";
    }

    /** What {@code git -C dir args…} prints, stripped; null when git fails or is missing. */
    public static String gitOutput(Path dir, String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return null;
            }
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    public static byte[] json(Map<String, ?> metadata) throws IOException {
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(metadata);
    }
}
