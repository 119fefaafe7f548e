package home.hearth.hub.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/** Files that hold secrets (the database key, broker passwords) must be readable by their owner only. */
public final class PrivateFiles {
    private PrivateFiles() {}

    /** Whether anyone but the owner can read {@code file}; the caller refuses it with "run: chmod 600 …". */
    public static boolean readableByOthers(Path file) throws IOException {
        Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
        return perms.contains(PosixFilePermission.GROUP_READ) || perms.contains(PosixFilePermission.OTHERS_READ);
    }
}
