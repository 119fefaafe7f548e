package home.hearth.hub.database.content;

import home.hearth.hub.config.PrivateFiles;
import home.hearth.hub.database.DurableFiles;
import home.hearth.hub.database.StorageException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * One AES-256 content key per owner (a member id, or {@code household}), kept in a 0600 file
 * beside the database key and outside the data directory, so backups of the data never carry
 * them. Destroying an owner's key makes their content in the database and in every backup
 * unreadable (crypto-erasure). Each change rewrites the file through a synced temporary file and
 * an atomic rename; the old file's bytes are overwritten first. (Flash storage may still keep
 * old blocks; the database key protects those too.)
 *
 * <p>A key is made only for an owner the household {@linkplain #admitOnly admits} (the household,
 * a current member) and never while the owner {@linkplain #beginErasure is being erased}: a write
 * racing a member's removal must not make them a fresh key after theirs was destroyed, store their
 * words under it, and lift the note that they were erased.
 *
 * <p>That note is never lifted. A member id is not given again once erased (the member list refuses it), so an
 * erased owner gets a key again only as a restored profile the household rules kept (the last admin, a guardian):
 * their new content has a key, and the note still makes the next start try to remove them.
 */
public final class ContentKeys {
    private static final Pattern OWNER = Pattern.compile("[a-z0-9][a-z0-9-]{0,79}");
    private static final String ERASED = "erased";
    private final Path file;
    private final Map<String, byte[]> keys;
    /** Owners whose key was destroyed: an older backup restored later may still hold their profile. */
    private final Set<String> erased;
    /** Owners whose erasure is under way: no key is handed out for them, not even the one that still exists. */
    private final Set<String> erasing = new HashSet<>();
    private java.util.function.Predicate<String> admitted = owner -> true;
    private final SecureRandom random = new SecureRandom();

    private ContentKeys(Path file, Map<String, byte[]> keys, Set<String> erased) {
        this.file = file;
        this.keys = keys;
        this.erased = erased;
    }

    /** Opens the key file (created empty on first use); refuses one inside {@code dataDir} or readable by others. */
    public static ContentKeys open(Path file, Path dataDir) {
        Path abs = file.toAbsolutePath().normalize();
        if (abs.startsWith(dataDir.toAbsolutePath().normalize())) {
            throw new StorageException("the content key file " + abs + " is inside the data directory " + dataDir
                    + "; it must live beside the database key, where backups of the data never reach");
        }
        try {
            if (!Files.exists(abs)) {
                return new ContentKeys(abs, new LinkedHashMap<>(), new TreeSet<>());
            }
            if (PrivateFiles.readableByOthers(abs)) {
                throw new StorageException("the content key file " + abs + " is readable by others; run: chmod 600 " + abs);
            }
            Set<String> erased = new TreeSet<>();
            return new ContentKeys(abs, parse(Files.readString(abs, StandardCharsets.US_ASCII), abs, erased), erased);
        } catch (IOException e) {
            throw new StorageException("cannot read the content key file " + abs + ": " + e.getMessage(), e);
        }
    }

    /**
     * Which owners may be given a new key (the composition root: the household and current
     * members). Checked under this object's lock, so a removal that starts after the check sees
     * the key and destroys it, and one that started before it is refused.
     */
    public synchronized void admitOnly(java.util.function.Predicate<String> owners) {
        this.admitted = Objects.requireNonNull(owners, "owners");
    }

    /**
     * The owner's key for sealing, made (and safely written) on first use.
     *
     * @throws RefusedKeyException while the owner is being erased, or when a new key would be
     *     needed for an owner that is not admitted (a removed or unknown member)
     */
    public synchronized SecretKey keyFor(String owner) {
        if (erasing.contains(checked(owner))) {
            throw new RefusedKeyException(owner, "they are being erased");
        }
        byte[] k = keys.get(owner);
        if (k == null) {
            if (!admitted.test(owner)) {
                throw new RefusedKeyException(owner, "they are not a member of the household (removed, or never added)");
            }
            k = new byte[32];
            random.nextBytes(k);
            Map<String, byte[]> nextKeys = new LinkedHashMap<>(keys);
            nextKeys.put(owner, k);
            // On the file first: a key used before it is kept would seal content that reads as erased after a restart.
            // The note that an owner was erased stays: it is what removes their restored profile at the next start.
            write(nextKeys, erased);
            keys.put(owner, k);
        }
        return new SecretKeySpec(k, "AES");
    }

    /** Whether {@link #keyFor} would give {@code owner} a key now (not being erased; a key, or admitted to get one). */
    public synchronized boolean admits(String owner) {
        return !erasing.contains(owner) && (keys.containsKey(owner) || admitted.test(owner));
    }

    /** The owner's key if it exists; empty after {@link #destroy}. */
    public synchronized Optional<SecretKey> existing(String owner) {
        return Optional.ofNullable(keys.get(owner)).map(k -> new SecretKeySpec(k, "AES"));
    }

    /**
     * From now until {@link #endErasure}, no content is sealed for {@code owner} (their key still
     * opens what they have, so what the household keeps can be handed over first).
     */
    public synchronized void beginErasure(String owner) {
        erasing.add(checked(owner));
    }

    /** The erasure of {@code owner} is over (done or given up); admission decides about new keys again. */
    public synchronized void endErasure(String owner) {
        erasing.remove(owner);
    }

    /** Forgets the owner's key for good: their content, here and in every backup, can no longer be read. */
    public synchronized void destroy(String owner) {
        if (!keys.containsKey(checked(owner)) && erased.contains(owner)) {
            return;
        }
        Map<String, byte[]> nextKeys = new LinkedHashMap<>(keys);
        nextKeys.remove(owner);
        Set<String> nextErased = new TreeSet<>(erased);
        nextErased.add(owner);
        // Changed here only once the file no longer holds the key: a failed write leaves the key noted as
        // present, so that retrying the erasure writes again (the file would otherwise keep it for good).
        write(nextKeys, nextErased);
        byte[] k = keys.remove(owner);
        if (k != null) {
            Arrays.fill(k, (byte) 0);
        }
        erased.add(owner);
    }

    /** The owners whose key was destroyed (kept as {@code <owner> erased} lines; no key material). */
    public synchronized Set<String> erased() {
        return Set.copyOf(erased);
    }

    private static String checked(String owner) {
        if (owner == null || !OWNER.matcher(owner).matches()) {
            throw new IllegalArgumentException("a content key owner must be 1–80 of [a-z0-9-], got: " + owner);
        }
        return owner;
    }

    /** Writes {@code keys} and {@code erased} as the file's whole content; the caller adopts them only after. */
    private void write(Map<String, byte[]> keys, Set<String> erased) {
        StringBuilder text = new StringBuilder("# Hearth content keys: one line per owner. To erase an owner, write erased in place of their key.\n");
        keys.forEach((owner, k) -> text.append(owner).append(' ').append(HexFormat.of().formatHex(k)).append('\n'));
        erased.forEach(owner -> text.append(owner).append(' ').append(ERASED).append('\n'));
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            Files.createDirectories(file.getParent());
            Files.deleteIfExists(tmp);
            Files.createFile(tmp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.write(ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.US_ASCII)));
                ch.force(true);
            }
            // The old file's key material is overwritten only after the new file has taken its name, through a handle
            // opened before: zeroed first, a crash before the rename left a file the hub cannot start with.
            try (FileChannel old = Files.exists(file) ? FileChannel.open(file, StandardOpenOption.WRITE) : null) {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                DurableFiles.syncFolder(file.getParent());
                if (old != null) {
                    overwrite(old);
                }
            }
        } catch (IOException e) {
            throw new StorageException("cannot write the content key file " + file + ": " + e.getMessage(), e);
        }
    }

    /** Overwrites a replaced key file's content with zeros, so that its keys do not stay on the disk's blocks. */
    private static void overwrite(FileChannel old) throws IOException {
        old.write(ByteBuffer.allocate((int) Math.min(old.size(), 1 << 20)), 0);
        old.force(true);
    }

    private static Map<String, byte[]> parse(String text, Path file, Set<String> erased) {
        Map<String, byte[]> out = new LinkedHashMap<>();
        int n = 0;
        for (String line : text.split("\n")) {
            n++;
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            String[] parts = l.split(" ");
            if (parts.length == 2 && parts[1].equals(ERASED) && OWNER.matcher(parts[0]).matches()) {
                erased.add(parts[0]);
                continue;
            }
            if (parts.length != 2 || !OWNER.matcher(parts[0]).matches() || !parts[1].matches("[0-9a-f]{64}")) {
                throw new StorageException("the content key file " + file + " line " + n + " is not '<owner> <64 hex digits>' or '<owner> erased'");
            }
            out.put(parts[0], HexFormat.of().parseHex(parts[1]));
        }
        return out;
    }
}
