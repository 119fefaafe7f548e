package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.packets.disconnect.DisconnectReasonCode;
import com.hivemq.extension.sdk.api.services.Services;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which username each MQTT client id last logged in with, so the broker can close the connections
 * of one account (revoked, or its ACL changed). HiveMQ's client service knows client ids, not
 * usernames. An id is recorded before its password is checked. Known gap: a login whose password
 * check passed a few milliseconds before a revocation, and whose CONNACK is not yet sent when the
 * revocation closes connections, stays connected (its next connect is refused).
 */
public final class ConnectedClients {
    private static final Logger LOG = LoggerFactory.getLogger(ConnectedClients.class);
    private final Map<String, String> userByClientId = new ConcurrentHashMap<>();

    void loggingIn(String clientId, String username) {
        userByClientId.put(clientId, username);
    }

    /**
     * Closes every connection of {@code username} (DISCONNECT {@code NOT_AUTHORIZED} with a reason for MQTT 5
     * clients) and forgets them; answers how many were connected.
     */
    public int disconnect(String username, String reason) {
        List<String> ids = userByClientId.entrySet().stream().filter(e -> e.getValue().equals(username))
                .map(Map.Entry::getKey).toList();
        int closed = 0;
        for (String id : ids) {
            userByClientId.remove(id, username);
            if (Services.clientService().disconnectClient(id, false, DisconnectReasonCode.NOT_AUTHORIZED, reason).join()) {
                closed++;
            }
        }
        if (closed > 0) {
            LOG.info("MQTT broker closed {} connection(s) of account {}: {}", closed, username, reason);
        }
        return closed;
    }
}
