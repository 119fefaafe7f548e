package home.hearth.hub.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A self-signed certificate for {@code localhost} and {@code 127.0.0.1} in a PKCS#12 keystore, made by the JDK's own
 * {@code keytool} as a household would make one (deploy/README.md, "HTTPS on the hub itself"), and an
 * {@link SSLContext} that trusts exactly that certificate.
 */
public final class SelfSignedKeystore {
    private final Path file;
    private final String password;

    private SelfSignedKeystore(Path file, String password) {
        this.file = file;
        this.password = password;
    }

    /** Runs {@code keytool -genkeypair} into {@code file} (which must not exist yet). */
    public static SelfSignedKeystore create(Path file, String password) {
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        List<String> command = List.of(keytool.toString(), "-genkeypair", "-noprompt", "-alias", "hearth",
                "-keyalg", "EC", "-groupname", "secp256r1", "-storetype", "PKCS12", "-keystore", file.toString(),
                "-storepass", password, "-keypass", password, "-dname", "CN=localhost", "-validity", "30",
                "-ext", "SAN=dns:localhost,ip:127.0.0.1");
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException("keytool failed: " + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return new SelfSignedKeystore(file, password);
    }

    public Path file() {
        return file;
    }

    public String password() {
        return password;
    }

    /** A TLS context that trusts this keystore's certificate and nothing else. */
    public SSLContext trustingIt() {
        try {
            KeyStore own = KeyStore.getInstance(file.toFile(), password.toCharArray());
            Certificate certificate = own.getCertificate("hearth");
            KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
            trust.load(null, null);
            trust.setCertificateEntry("hearth", certificate);
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, tmf.getTrustManagers(), null);
            return context;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
