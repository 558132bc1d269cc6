public class Mem {
    public static void main(String[] a) {
        int secs = Integer.parseInt(a[0]);
        int[] big = new int[64 << 20];
        for (int i = 0; i < big.length; i++) big[i] = i * 31;
        long x = 1, sum = 0;
        long end = System.nanoTime() + secs * 1_000_000_000L;
        StringBuilder sb = new StringBuilder();
        while (System.nanoTime() < end) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 2_000_000; i++) { x = x * 6364136223846793005L + 1442695040888963407L; sum += big[(int) ((x >>> 33) & (big.length - 1))]; }
            long t1 = System.nanoTime();
            sb.append(String.format("%.2f ", (t1 - t0) / 1e6));
        }
        System.out.println(sb);
        System.out.println(sum);
    }
}
