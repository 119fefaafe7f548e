package home.hearth.hub;

import home.hearth.devices.DevicesException;
import home.hearth.hub.config.ConfigException;
import home.hearth.hub.config.ConfigLoader;
import home.hearth.hub.config.HubConfig;
import home.hearth.hub.logging.ShutdownSafeLogManager;
import home.hearth.hub.database.StorageException;
import io.helidon.logging.common.LogConfig;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Starts the hub with the configuration from the environment and {@code hearth.yaml}; stops it on SIGTERM. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        LogConfig.configureRuntime();
        Logger log = LoggerFactory.getLogger(Main.class);
        try {
            HubConfig config = ConfigLoader.load(System.getenv());
            if (args.length == 2 && args[0].equals("backup")) {
                log.info("Backup written to {}", HubWiring.create(config).backup(java.nio.file.Path.of(args[1])));
                return;
            }
            if (args.length == 2 && args[0].equals("restore")) {
                Path kept = HubWiring.create(config).restore(Path.of(args[1]));
                log.info("Restored {}; the database it replaced is kept as {}", args[1], kept);
                return;
            }
            if (args.length > 0) {
                log.error("Usage: hearth [backup <folder> | restore <backup-file>]");
                System.exit(64);
            }
            // The hook is in place before anything starts, so a SIGTERM during start-up stops
            // whatever has started instead of racing the registration.
            AtomicReference<Hub> running = new AtomicReference<>();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    Optional.ofNullable(running.get()).ifPresent(Hub::close);
                } finally { // the last lines are written whatever stopping did
                    ShutdownSafeLogManager.shutdownFinished();
                }
            }, "hearth-shutdown"));
            running.set(HubWiring.create(config).start());
        } catch (ConfigException | StorageException | DevicesException e) {
            // One sentence a householder understands, no stack trace.
            log.error("Hearth cannot start: {}", e.getMessage());
            System.exit(2);
        }
    }
}
