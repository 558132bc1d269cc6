public class Spin {
    public static void main(String[] a) {
        int secs = Integer.parseInt(a[0]);
        long x = 1;
        long end = System.nanoTime() + secs * 1_000_000_000L;
        StringBuilder sb = new StringBuilder();
        while (System.nanoTime() < end) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 50_000_000; i++) { x = x * 6364136223846793005L + 1442695040888963407L; x ^= x >>> 17; }
            long t1 = System.nanoTime();
            sb.append((t1 - t0) / 1_000_000.0).append(' ');
        }
        System.out.println(sb);
        System.out.println(x);
    }
}
