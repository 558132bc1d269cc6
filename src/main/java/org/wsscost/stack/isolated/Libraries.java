package org.wsscost.stack.isolated;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An isolated stack's libraries, loaded once per JVM in a class loader of their own. The build puts them in
 * the suite's jar under {@code wsscost/isolated/<folder>/}: the adapter's {@code adapter.jar}, whose
 * manifest's Class-Path lists the libraries, and {@code lib/}. A class loader reads only files, so they are
 * copied out to a directory of this JVM's (removed when it exits) and loaded from there, with the platform
 * class loader as parent: the JDK's classes are shared, the suite's are not visible. The stack's
 * {@link Isolated.Delegation} says whether the JDK's or the stack's own copy of a class both have wins.
 */
public final class Libraries {
    private static final String ROOT = "wsscost/isolated/";
    private static final Map<String, Libraries> LOADED = new ConcurrentHashMap<>();
    /** artifact-1.2.3.jar, artifact-1.0M10.jar, artifact-1.7.6-impl.jar */
    private static final Pattern VERSIONED = Pattern.compile("-(\\d[\\w.-]*?)(-impl)?\\.jar$");

    private final String folder;
    private final URLClassLoader loader;

    private Libraries(String folder, URLClassLoader loader) {
        this.folder = folder;
        this.loader = loader;
    }

    /** The stack's libraries, copied out and loaded the first time this JVM asks. */
    public static Libraries of(Isolated stack) {
        return of(stack.folder(), stack.delegation());
    }

    /** The libraries the build put under {@code wsscost/isolated/<folder>/}, copied out and loaded the first time this JVM asks. */
    static Libraries of(String folder, Isolated.Delegation delegation) {
        return LOADED.computeIfAbsent(folder, f -> load(f, delegation));
    }

    public ClassLoader loader() {
        return loader;
    }

    /** The jar files the loader reads, the adapter's first. */
    public List<Path> jars() {
        List<Path> jars = new ArrayList<>();
        for (URL u : loader.getURLs()) {
            jars.add(Path.of(u.getPath()));
        }
        return jars;
    }

    /** A new instance of the adapter class, seen through {@link Adapter}; calls run with the stack's context class loader. */
    public Adapter adapter(String className) {
        return bind(Adapter.class, Adapter.OPTIONAL, className);
    }

    /**
     * A new instance of {@code className}, seen through {@code contract}, an interface of JDK types whose methods the
     * class declares by name and parameter types (all but the {@code optional} ones); calls run with the stack's
     * context class loader.
     */
    <T> T bind(Class<T> contract, Set<String> optional, String className) {
        Class<?> type;
        Object instance;
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        // the adapter's initialisers find their libraries' parts as its calls do (JAXB's ContextFinder, Axis2)
        thread.setContextClassLoader(loader);
        try {
            type = Class.forName(className, true, loader);
            instance = type.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(folder + ": cannot make its adapter " + className + ": " + e, e);
        } finally {
            thread.setContextClassLoader(before);
        }
        Map<Method, Method> methods = new HashMap<>();
        Set<Method> absent = new HashSet<>();
        for (Method m : contract.getMethods()) {
            try {
                methods.put(m, type.getMethod(m.getName(), m.getParameterTypes()));
            } catch (NoSuchMethodException e) {
                if (!optional.contains(m.getName())) {
                    throw new IllegalStateException(folder + ": adapter " + className + " has no public " + m.getName()
                            + " taking " + List.of(m.getParameterTypes()), e);
                }
                absent.add(m);
            }
        }
        InvocationHandler calls = (proxy, method, args) -> {
            if (absent.contains(method)) {
                throw new UnsupportedOperationException(folder + ": its adapter has no " + method.getName()
                        + " (the stack brings no runtime of its own)");
            }
            Method target = methods.get(method);
            if (target == null) {
                // toString, equals, hashCode: the proxy's own
                return method.invoke(instance, args);
            }
            Thread caller = Thread.currentThread();
            ClassLoader callers = caller.getContextClassLoader();
            caller.setContextClassLoader(loader);
            try {
                return target.invoke(instance, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            } finally {
                caller.setContextClassLoader(callers);
            }
        };
        return contract.cast(Proxy.newProxyInstance(contract.getClassLoader(), new Class<?>[] {contract}, calls));
    }

    /**
     * The version of the jar that served {@code className} in this loader, from its file name as the build
     * copied it ({@code artifact-version.jar}): what the stack really loaded, not what a pom declares.
     */
    public String version(String className) {
        Path jar;
        try {
            jar = Path.of(Class.forName(className, false, loader).getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (ReflectiveOperationException | URISyntaxException e) {
            throw new IllegalStateException(folder + ": no " + className + " among its libraries", e);
        }
        String name = jar.getFileName().toString();
        Matcher m = VERSIONED.matcher(name);
        return m.find() ? m.group(1) : name;
    }

    private static Libraries load(String folder, Isolated.Delegation delegation) {
        String base = ROOT + folder + "/";
        try {
            Path dir = Files.createTempDirectory("wsscost-" + folder + "-");
            dir.toFile().deleteOnExit();
            Path adapter = copy(base + "adapter.jar", dir.resolve("adapter.jar"), folder);
            List<URL> urls = new ArrayList<>(List.of(adapter.toUri().toURL()));
            String classPath;
            try (JarFile jar = new JarFile(adapter.toFile())) {
                classPath = jar.getManifest().getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            }
            if (classPath == null) {
                throw new IllegalStateException(folder + ": its adapter.jar lists no libraries (no Class-Path)");
            }
            Files.createDirectories(dir.resolve("lib")).toFile().deleteOnExit();
            for (String entry : classPath.trim().split("\\s+")) {
                urls.add(copy(base + entry, dir.resolve(entry), folder).toUri().toURL());
            }
            URL[] jars = urls.toArray(new URL[0]);
            String name = "wsscost-" + folder;
            ClassLoader jdk = ClassLoader.getPlatformClassLoader();
            return new Libraries(folder, switch (delegation) {
                case PARENT_FIRST -> new URLClassLoader(name, jars, jdk);
                case CHILD_FIRST -> new ChildFirst(name, jars, jdk);
            });
        } catch (IOException e) {
            throw new IllegalStateException(folder + ": cannot copy out its libraries: " + e.getMessage(), e);
        }
    }

    private static Path copy(String resource, Path to, String folder) throws IOException {
        try (InputStream in = Libraries.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(folder + ": " + resource + " is not on the class path; the build "
                        + "puts it there (mvn package)");
            }
            Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
        }
        to.toFile().deleteOnExit();
        return to;
    }

    /**
     * A loader that looks in its own jars before its parent, for every class and resource but {@code java.*}
     * (which only the JDK may define): a stack's bundled {@code javax.xml.crypto} wins over the JDK's module.
     */
    private static final class ChildFirst extends URLClassLoader {
        static {
            registerAsParallelCapable();
        }

        ChildFirst(String name, URL[] jars, ClassLoader parent) {
            super(name, jars, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.startsWith("java.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try {
                        c = findClass(name);
                    } catch (ClassNotFoundException notInTheJars) {
                        // the JDK's, which the stack's jars do not carry
                        return super.loadClass(name, resolve);
                    }
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }

        @Override
        public URL getResource(String name) {
            URL own = findResource(name);
            return own != null ? own : super.getResource(name);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            List<URL> all = Collections.list(findResources(name));
            all.addAll(Collections.list(getParent().getResources(name)));
            return Collections.enumeration(all);
        }
    }
}
