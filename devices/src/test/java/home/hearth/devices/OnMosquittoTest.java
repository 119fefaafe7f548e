package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.support.MosquittoProcess;
import java.nio.file.Path;
import org.junit.jupiter.api.Nested;

/** Every contract against a real Mosquitto started on a free port, anonymous, reconnection through a cuttable proxy. */
class OnMosquittoTest extends OnBrokerContracts {
    private MosquittoProcess mosquitto;

    @Override
    int startBroker(Path dir) throws Exception {
        assertTrue(MosquittoProcess.available(), "mosquitto is not installed: run bin/install-test-deps (make test does)");
        mosquitto = MosquittoProcess.start(dir);
        return mosquitto.port();
    }

    @Override
    Logins logins() {
        return Logins.ANONYMOUS;
    }

    @Override
    void stopBroker() {
        if (mosquitto != null) {
            mosquitto.close();
        }
    }

    @Nested
    class Devices extends DevicesOnThisBroker {}

    @Nested
    class Automations extends AutomationsOnThisBroker {}

    @Nested
    class Reconnection extends ReconnectionOnThisBroker {}

    @Nested
    class Burst extends BurstOnThisBroker {}
}
