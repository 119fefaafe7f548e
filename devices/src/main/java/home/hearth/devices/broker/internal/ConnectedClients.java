package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.client.parameter.ConnectionAttributeStore;
import com.hivemq.extension.sdk.api.packets.disconnect.DisconnectReasonCode;
import com.hivemq.extension.sdk.api.services.Services;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which username each MQTT client id logged in with, so the broker can close the connections of
 * one account (revoked, or its ACL changed): HiveMQ's client service knows client ids, not
 * usernames. A login is recorded before its password is checked and forgotten when it is refused or
 * its connection ends; each connection carries its own login number (in its attribute store), so
 * the end of an old connection never forgets a newer one that took over the same client id.
 * A revocation that lands while a login of that account is being checked refuses it (the
 * authenticator asks {@link #stillLoggingIn} after the password check); one that lands in the last
 * instant before the CONNACK finds no connection to close yet, so the close is tried again shortly
 * after, unless the client id has logged in again since.
 * The broker's answer to a close is waited for at most {@link #CLOSE_WAIT}: a revocation is made on
 * an admin's request, which must not hang on a broker that never answers.
 */
public final class ConnectedClients {
    private static final Logger LOG = LoggerFactory.getLogger(ConnectedClients.class);
    private static final String LOGIN = "hearth.login";
    private static final long[] CLOSE_AGAIN_AFTER_MILLIS = {250, 1_000, 3_000};
    static final Duration CLOSE_WAIT = Duration.ofSeconds(5);
    private final Map<String, Login> byClientId = new ConcurrentHashMap<>();
    private final AtomicLong logins = new AtomicLong();
    private final Closer closer;
    private final Duration closeWait;

    private record Login(String username, String number) {}

    /** Asks the broker to close one client's connection; the future says whether it was connected. */
    @FunctionalInterface
    interface Closer {
        CompletableFuture<Boolean> close(String clientId, String reason);
    }

    /** Closes connections through HiveMQ's client service. */
    public ConnectedClients() {
        this((clientId, reason) -> Services.clientService()
                .disconnectClient(clientId, false, DisconnectReasonCode.NOT_AUTHORIZED, reason), CLOSE_WAIT);
    }

    ConnectedClients(Closer closer, Duration closeWait) {
        this.closer = closer;
        this.closeWait = closeWait;
    }

    /** Records a login attempt; returns its number. */
    String loggingIn(String clientId, String username, ConnectionAttributeStore connection) {
        String number = Long.toString(logins.incrementAndGet());
        connection.putAsString(LOGIN, number);
        byClientId.put(clientId, new Login(username, number));
        return number;
    }

    /** False when a revocation closed this login's account while its password was being checked. */
    boolean stillLoggingIn(String clientId, String username, String number) {
        return new Login(username, number).equals(byClientId.get(clientId));
    }

    /** A refused login is forgotten at once, so clients without an account cannot grow the map. */
    void refused(String clientId, String username, String number) {
        byClientId.remove(clientId, new Login(username, number));
    }

    /** A connection ended: its own login is forgotten, a newer one with the same client id stays. */
    void ended(String clientId, ConnectionAttributeStore connection) {
        Optional<String> number = connection.getAsString(LOGIN);
        number.ifPresent(n -> byClientId.computeIfPresent(clientId, (id, login) -> login.number().equals(n) ? null : login));
    }

    /** How many client ids are remembered. */
    public int remembered() {
        return byClientId.size();
    }

    /**
     * Closes every connection of {@code username} (DISCONNECT {@code NOT_AUTHORIZED} with a reason for MQTT 5
     * clients) and forgets them; answers how many were connected.
     */
    public int disconnect(String username, String reason) {
        List<String> ids = byClientId.entrySet().stream().filter(e -> e.getValue().username().equals(username))
                .map(Map.Entry::getKey).toList();
        int closed = 0;
        for (String id : ids) {
            byClientId.computeIfPresent(id, (k, login) -> login.username().equals(username) ? null : login);
            if (close(id, reason)) {
                closed++;
            } else {
                closeLater(id, username, reason);
            }
        }
        if (closed > 0) {
            LOG.info("MQTT broker closed {} connection(s) of account {}: {}", closed, username, reason);
        }
        return closed;
    }

    /** False when the client was not connected, or the broker did not say it closed it in time (it is tried again). */
    private boolean close(String clientId, String reason) {
        try {
            return closer.close(clientId, reason).get(closeWait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            LOG.warn("MQTT broker did not close client {} within {} ms; it is tried again", clientId, closeWait.toMillis());
        } catch (ExecutionException e) {
            LOG.warn("MQTT broker could not close client {}: {}", clientId, String.valueOf(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /** A login past its checks whose CONNACK was not sent yet: close it once it is connected. */
    private void closeLater(String clientId, String username, String reason) {
        for (long delay : CLOSE_AGAIN_AFTER_MILLIS) {
            CompletableFuture.delayedExecutor(delay, TimeUnit.MILLISECONDS).execute(() -> {
                // Any login since (even of the same account, reconnecting after an ACL change) is recorded again.
                if (!byClientId.containsKey(clientId) && close(clientId, reason)) {
                    LOG.info("MQTT broker closed a connection of account {} that completed its login as it was closed: {}",
                            username, reason);
                }
            });
        }
    }
}
