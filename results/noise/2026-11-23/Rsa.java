import java.security.*; import javax.crypto.Cipher;
public class Rsa {
    public static void main(String[] a) throws Exception {
        int secs = Integer.parseInt(a[0]);
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA"); g.initialize(2048);
        KeyPair kp = g.generateKeyPair();
        Cipher e = Cipher.getInstance("RSA/ECB/OAEPPadding"); e.init(Cipher.ENCRYPT_MODE, kp.getPublic());
        byte[] ct = e.doFinal(new byte[32]);
        Cipher d = Cipher.getInstance("RSA/ECB/OAEPPadding");
        long end = System.nanoTime() + secs * 1_000_000_000L; StringBuilder sb = new StringBuilder(); int sink=0;
        while (System.nanoTime() < end) {
            long t0 = System.nanoTime(); int n=0;
            while (System.nanoTime() - t0 < 1_000_000_000L) { d.init(Cipher.DECRYPT_MODE, kp.getPrivate()); sink += d.doFinal(ct).length; n++; }
            sb.append(String.format("%.0f ", (System.nanoTime()-t0)/1000.0/n));
        }
        System.out.println(sb); System.out.println(sink);
    }
}
