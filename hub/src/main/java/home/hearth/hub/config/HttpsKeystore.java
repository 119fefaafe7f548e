package home.hearth.hub.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code http.tls.keystore} with its password ({@code http.tls.keystore-password}, or the first line of
 * {@code http.tls.keystore-password-file}) into an {@link HttpsCertificate}. It runs with the rest of the
 * configuration, before anything starts, so that a keystore the hub cannot use stops it with one sentence naming the
 * setting and the file, never the password. The JDK opens the keystore, not Helidon's TLS builder: the JDK's exceptions
 * tell a wrong password from a file that is no keystore, which Helidon's wrap into its own.
 */
final class HttpsKeystore {
    static final String KEYSTORE = "http.tls.keystore";
    static final String PASSWORD = "http.tls.keystore-password";
    static final String PASSWORD_FILE = "http.tls.keystore-password-file";
    private static final String HOW = "; deploy/README.md (\"HTTPS on the hub itself\") shows how to make one";

    private HttpsKeystore() {}

    /** Empty when no keystore is set: the hub serves plain HTTP. */
    static Optional<HttpsCertificate> read(Settings s) {
        Optional<Path> keystore = s.optionalText(KEYSTORE).map(Path::of);
        if (keystore.isEmpty()) {
            for (String key : List.of(PASSWORD, PASSWORD_FILE)) {
                if (s.optionalText(key).isPresent()) {
                    throw new ConfigException(key + " (" + s.where(key) + ") is set, but " + KEYSTORE + " ("
                            + s.where(KEYSTORE) + ") is not: name the PKCS#12 keystore it opens, or remove it");
                }
            }
            return Optional.empty();
        }
        Path file = keystore.get();
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new ConfigException(KEYSTORE + " (" + s.where(KEYSTORE) + "): " + file + " is not a readable file;"
                    + " expected a PKCS#12 keystore with the hub's certificate and private key" + HOW);
        }
        char[] password = password(s);
        try {
            return Optional.of(open(file, password, passwordSource(s)));
        } finally {
            Arrays.fill(password, '\0');
        }
    }

    private static HttpsCertificate open(Path file, char[] password, String passwordSource) {
        KeyStore store;
        try (InputStream in = Files.newInputStream(file)) {
            store = KeyStore.getInstance("PKCS12");
            store.load(in, password);
        } catch (IOException | GeneralSecurityException e) {
            // The JDK's PKCS#12 reader says a wrong password with an UnrecoverableKeyException underneath.
            String why = e.getCause() instanceof UnrecoverableKeyException ? "the password is wrong"
                    : "it is not a PKCS#12 keystore (" + e.getMessage() + ")" + HOW;
            throw new ConfigException(passwordSource + " does not open the keystore " + file + ": " + why, e);
        }
        try {
            List<String> keys = Collections.list(store.aliases()).stream().filter(a -> isKey(store, a)).toList();
            if (keys.size() != 1) {
                throw new ConfigException(KEYSTORE + ": the keystore " + file + " holds " + keys.size()
                        + " private keys " + keys + "; the hub needs exactly one, with its certificate" + HOW);
            }
            Key key = store.getKey(keys.get(0), password);
            Certificate[] chain = store.getCertificateChain(keys.get(0));
            if (!(key instanceof PrivateKey privateKey) || chain == null) {
                throw new ConfigException(KEYSTORE + ": the key in " + file + " has no certificate" + HOW);
            }
            return new HttpsCertificate(file, privateKey, Arrays.stream(chain).map(X509Certificate.class::cast).toList());
        } catch (GeneralSecurityException e) {
            throw new ConfigException(KEYSTORE + ": the key in " + file + " cannot be read with the keystore's password"
                    + " (a PKCS#12 keystore for the hub uses one password for both): " + e.getMessage(), e);
        }
    }

    private static boolean isKey(KeyStore store, String alias) {
        try {
            return store.isKeyEntry(alias);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    /** The password itself, or the first line of its file (mode 0600, like the database key file). */
    private static char[] password(Settings s) {
        Optional<String> given = s.optionalText(PASSWORD);
        Optional<Path> file = s.optionalText(PASSWORD_FILE).map(Path::of);
        if (given.isPresent() && file.isPresent()) {
            throw new ConfigException(PASSWORD + " and " + PASSWORD_FILE + " are both set: choose one");
        }
        if (given.isPresent()) {
            return given.get().toCharArray();
        }
        if (file.isEmpty()) {
            throw new ConfigException(KEYSTORE + " is set, so " + PASSWORD + " (" + s.where(PASSWORD) + ") or "
                    + PASSWORD_FILE + " (" + s.where(PASSWORD_FILE) + ") is required: the keystore's password");
        }
        return passwordFromFile(file.get(), PASSWORD_FILE + " (" + s.where(PASSWORD_FILE) + ")");
    }

    private static char[] passwordFromFile(Path file, String setting) {
        try {
            if (PrivateFiles.readableByOthers(file)) {
                throw new ConfigException(setting + ": " + file + " can be read by others; run: chmod 600 " + file);
            }
            String first = Files.readAllLines(file).stream().findFirst().orElse("");
            if (first.isEmpty()) {
                throw new ConfigException(setting + ": " + file + " is empty; expected the keystore's password on its first line");
            }
            return first.toCharArray();
        } catch (IOException e) {
            throw new ConfigException(setting + ": " + file + " is not a readable file (" + e.getClass().getSimpleName() + ")", e);
        }
    }

    private static String passwordSource(Settings s) {
        return s.optionalText(PASSWORD).isPresent() ? PASSWORD + " (" + s.where(PASSWORD) + ")"
                : "the password in " + PASSWORD_FILE + " (" + s.where(PASSWORD_FILE) + ")";
    }
}
