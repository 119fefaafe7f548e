package home.hearth.devices.mqtt.internal;

import home.hearth.devices.mqtt.MqttSettings;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttActionListener;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps one Paho client trying to connect until its owner is closed: at start, 1 s after a loss, then doubling after
 * each failure up to the configured pause. Paho's own automatic reconnect is off because it keeps its backoff in a
 * field shared by every client in the JVM: one client failing for minutes made another wait minutes too. Attempts run
 * on one named thread per client, which also takes work that must not block Paho's callback thread.
 */
public final class ConnectAttempts implements AutoCloseable {
    /**
     * How long one connect attempt may take: Paho bounds the TCP connect (5 s, {@link ConnectionOptions}) but waits for
     * the broker's CONNACK without end, so a broker that takes the socket and never answers (overloaded, half-open, a
     * proxy in between) would leave the client unconnected for good. After this the attempt is dropped and tried again.
     */
    public static final long ATTEMPT_SECONDS = 10;
    private static final Logger LOG = LoggerFactory.getLogger(ConnectAttempts.class);
    private final MqttAsyncClient client;
    private final MqttSettings settings;
    private final BooleanSupplier closed;
    private final Consumer<MqttProperties> brokerAnswer;
    private final ScheduledExecutorService thread;
    /** Every attempt's socket, closed with this: a connect still opening its TCP connection ends at once. */
    private final NoDelaySocketFactory sockets = new NoDelaySocketFactory();
    /** The pause before the next attempt; this client's own (Paho keeps its backoff in a static field). */
    private volatile int retrySeconds = 1;
    /** One attempt waits at a time: a loss and a failed attempt reported together schedule one, not two. */
    private final AtomicBoolean attemptWaiting = new AtomicBoolean();
    /** Which attempt is current: a late failure of one given up on schedules nothing. */
    private final AtomicInteger attempts = new AtomicInteger();

    /**
     * For {@code client}, until {@code closed} says its owner was closed; the properties of each connect's answer (its
     * Receive Maximum, whether it takes subscription identifiers; null when it names none) go to {@code brokerAnswer},
     * before Paho reports the connection complete.
     */
    public ConnectAttempts(MqttAsyncClient client, MqttSettings settings, BooleanSupplier closed,
            Consumer<MqttProperties> brokerAnswer) {
        this.client = client;
        this.settings = settings;
        this.closed = closed;
        this.brokerAnswer = brokerAnswer;
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hearth-mqtt-connect-" + settings.clientId());
            t.setDaemon(true);
            return t;
        });
    }

    /** The first attempt; returns at once even when the broker is down. */
    public void start() {
        attempt();
    }

    /** The client connected: the pause after its next loss starts again at 1 s. */
    public void connected() {
        retrySeconds = 1;
    }

    /** The client lost its broker: the next attempt follows after the current pause. */
    public void lost() {
        retryLater(null);
    }

    /** Runs {@code work} on this client's connect thread, for work after a connect that may wait on the broker. */
    public void execute(Runnable work) {
        thread.execute(work);
    }

    private void attempt() {
        attemptWaiting.set(false);
        if (closed.getAsBoolean()) {
            return;
        }
        int attempt = attempts.incrementAndGet();
        try {
            IMqttToken token = client.connect(ConnectionOptions.of(settings, sockets), null, new MqttActionListener() {
                public void onSuccess(IMqttToken token) {
                    brokerAnswer.accept(token.getResponseProperties());
                }

                public void onFailure(IMqttToken token, Throwable e) {
                    if (attempt == attempts.get()) {
                        retryLater(e);
                    }
                }
            });
            thread.schedule(() -> giveUpIfUnanswered(token, attempt), ATTEMPT_SECONDS, TimeUnit.SECONDS);
        } catch (MqttException e) {
            retryLater(e);
        } catch (RejectedExecutionException closing) {
            // closed meanwhile
        } catch (RuntimeException e) {
            // on the connect thread nobody would hear of it, and with no next attempt booked the client would stay
            // unconnected for good
            LOG.warn("connect attempt of {} to {} failed unexpectedly", settings.clientId(), settings.serverUri(), e);
            retryLater(e);
        }
    }

    /** Drops an attempt the broker took but never answered ({@link #ATTEMPT_SECONDS}), and tries again. */
    private void giveUpIfUnanswered(IMqttToken token, int attempt) {
        if (closed.getAsBoolean() || token.isComplete() || attempt != attempts.get() || client.isConnected()) {
            return;
        }
        attempts.incrementAndGet();
        LOG.warn("MQTT broker {} took the connection of {} but did not answer it within {} s; trying again",
                settings.serverUri(), settings.clientId(), ATTEMPT_SECONDS);
        try {
            client.disconnectForcibly(0, 1_000, false);
        } catch (MqttException e) {
            LOG.debug("dropping the unanswered connect of {}: {}", settings.clientId(), e.getMessage());
        } catch (RuntimeException e) { // as in attempt(): unheard on this thread, and no next attempt would be booked
            LOG.warn("dropping the unanswered connect of {} failed unexpectedly", settings.clientId(), e);
        }
        retryLater(null);
    }

    /** Schedules the next attempt after the current pause, and doubles the pause up to the configured one. */
    private void retryLater(Throwable e) {
        if (closed.getAsBoolean() || !attemptWaiting.compareAndSet(false, true)) {
            return;
        }
        int pause = retrySeconds;
        retrySeconds = Math.min(pause * 2, settings.reconnectMaxSeconds());
        if (e != null) {
            LOG.warn("MQTT broker {} is not reachable for {} ({}); retrying in {} s", settings.serverUri(),
                    settings.clientId(), e.getMessage(), pause);
        }
        try {
            thread.schedule(this::attempt, pause, TimeUnit.SECONDS);
        } catch (RejectedExecutionException closing) {
            // closed meanwhile
        }
    }

    /**
     * Stops the connect thread and closes every connection attempts made: no attempt is made after this, no work runs,
     * and a connect still opening its TCP connection fails at once rather than connecting a closed client.
     */
    @Override
    public void close() {
        thread.shutdownNow();
        sockets.close();
    }
}
