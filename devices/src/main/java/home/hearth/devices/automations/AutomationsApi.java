package home.hearth.devices.automations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.devices.Requester;
import home.hearth.devices.automations.internal.ApiFailure;
import home.hearth.devices.automations.internal.DeviceOps;
import home.hearth.devices.automations.internal.BodyFields;
import home.hearth.devices.automations.internal.Replies;
import home.hearth.devices.mqtt.BrokerUnreachableException;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttOperation;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hub's MQTT 5 request/response API. A client publishes a JSON request on
 * {@code hub/v1/request/<its username>/<operation>} with a response topic and correlation data;
 * the answer goes to that response topic with the same correlation data. The broker lets a client
 * publish only under its own username (embedded broker: enforced by its extension; Mosquitto:
 * {@code pattern write hub/v1/request/%u/+}), so the name in the topic is the caller's identity.
 * The response topic must lie under {@code hub/v1/response/<its username>/} and be one the client may
 * subscribe to; a request naming any other is neither carried out nor answered.
 *
 * <p>Operations: {@code device.state} {@code {device, last_report?}}; {@code device.command}
 * {@code {device, command: switch|dim|set_temperature|lock, value, confirmed?}};
 * {@code member.preference} {@code {member, key}}; {@code announce} {@code {room, text}}.
 * Errors answer {@code {"error": code, "message": text}}; a body over {@value #MAX_REQUEST_BYTES} bytes
 * is answered {@code too_large} without being read.
 *
 * <p>Backpressure: {@link Limits#workers()} requests run at once and at most {@link Limits#queued()}
 * wait; a request beyond that is answered at once with {@code {"error": "busy", …}}, never dropped and
 * never queued without bound (unbounded, a starved CPU once let answers take 19–34 s). Answers given at
 * once (busy, too large) go out at QoS 0 from a thread of their own: the receiving thread may not wait
 * for room in the broker's in-flight window (Paho reads the acknowledgements that make room behind it),
 * and an answer it sent into a full window was lost, so the client never heard back. Up to
 * {@value #ANSWERS_WAITING} wait for room there; a request beyond even that, or an answer the broker
 * cannot take, is logged and counted ({@link #unanswered()}).
 */
public final class AutomationsApi implements AutoCloseable {
    public static final String REQUESTS = "hub/v1/request/+/+";
    /** Where answers go: a client's response topics lie under this, its username and a slash. */
    private static final String RESPONSES = "hub/v1/response/";
    private static final Logger LOG = LoggerFactory.getLogger(AutomationsApi.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Answers given at once (busy, too large) waiting for room in the broker's window. Each keeps the answer and what
     * addresses it (the response topic and correlation data, a few dozen bytes from a well-behaved client, 128 KiB at
     * most), not the request.
     */
    static final int ANSWERS_WAITING = 256;
    /**
     * The largest request body handled: the largest real one is a few hundred bytes, and a waiting request keeps its
     * body (the broker bounds a message to the hub at {@code MqttSettings.MAX_PACKET_BYTES}, 16 MiB).
     */
    static final int MAX_REQUEST_BYTES = 64 * 1024;
    private final MqttHubClient mqtt;
    private final Supplier<MqttAcl> acl;
    private final AutomationHooks hooks;
    private final DeviceOps devices;
    private final ThreadPoolExecutor workers;
    private final ThreadPoolExecutor quickAnswers;
    private final RepeatedWarning busy = new RepeatedWarning();
    private final RepeatedWarning unanswered = new RepeatedWarning();
    private final RepeatedWarning retainedRequests = new RepeatedWarning();
    private final RepeatedWarning foreignResponseTopics = new RepeatedWarning();

    /**
     * How many requests run at once and how many may wait for a worker.
     *
     * @param workers requests handled at once (1–64)
     * @param queued requests waiting beyond those (0–10,000); more are answered {@code busy}
     */
    public record Limits(int workers, int queued) {
        /** Two at once (a device answers in about a second at worst), 32 waiting. */
        public static final Limits DEFAULT = new Limits(2, 32);

        public Limits {
            if (workers < 1 || workers > 64) {
                throw new IllegalArgumentException("automation workers must be 1–64, got: " + workers);
            }
            if (queued < 0 || queued > 10_000) {
                throw new IllegalArgumentException("queued automation requests must be 0–10000, got: " + queued);
            }
        }
    }

    public AutomationsApi(MqttHubClient mqtt, MqttDeviceGateway gateway, MqttAcl acl, AutomationHooks hooks) {
        this(mqtt, gateway, acl, hooks, Limits.DEFAULT);
    }

    public AutomationsApi(MqttHubClient mqtt, MqttDeviceGateway gateway, MqttAcl acl, AutomationHooks hooks, Limits limits) {
        this(mqtt, gateway, () -> acl, hooks, limits);
    }

    /** With the ACL in force asked at every request, so an edited policy counts from the next request. */
    public AutomationsApi(MqttHubClient mqtt, MqttDeviceGateway gateway, Supplier<MqttAcl> acl, AutomationHooks hooks,
            Limits limits) {
        this.mqtt = mqtt;
        this.acl = acl;
        this.hooks = hooks;
        this.devices = new DeviceOps(gateway, acl);
        this.workers = threads("hearth-automations-", limits.workers(),
                limits.queued() == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(limits.queued()));
        this.quickAnswers = threads("hearth-automations-answers-", 1, new ArrayBlockingQueue<>(ANSWERS_WAITING));
    }

    /** {@code size} daemon threads taking work from {@code queue}, refusing more when it is full. */
    private static ThreadPoolExecutor threads(String name, int size, BlockingQueue<Runnable> queue) {
        AtomicInteger n = new AtomicInteger();
        return new ThreadPoolExecutor(size, size, 0, TimeUnit.MILLISECONDS, queue, r -> {
            Thread t = new Thread(r, name + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        }, new ThreadPoolExecutor.AbortPolicy());
    }

    /** Subscribes to requests (again after every reconnect). */
    public void start() {
        mqtt.subscribe(REQUESTS, this::accept);
    }

    /** Requests answered {@code busy} since start (for metrics and tests). */
    public long busyAnswers() {
        return busy.count();
    }

    /** Requests that got no answer at all since start: the broker could not take it (for metrics and tests). */
    public long unanswered() {
        return unanswered.count();
    }

    private void accept(Incoming m) {
        if (m.retained()) {
            // The broker's retained copy of a request published with the retain flag: it comes again at every
            // subscription (each reconnect of the hub), so carrying it out would repeat a command, hours later.
            long n = retainedRequests.next();
            if (n > 0) {
                LOG.warn("automation request on {} is the broker's retained copy; not carried out, not answered (publish"
                        + " requests without the retain flag; {} so far)", RepeatedWarning.quoted(m.topic()), n);
            }
            return;
        }
        if (m.payload().length > MAX_REQUEST_BYTES) {
            answerAtOnce(m, "too_large", Replies.error("too_large", "a request body may be at most " + MAX_REQUEST_BYTES
                    + " bytes, this one is " + m.payload().length + "; nothing was done"));
            return;
        }
        try {
            workers.execute(() -> {
                try {
                    handle(m);
                } catch (RuntimeException e) { // the worker would die with it, on stderr
                    LOG.warn("automation request on {} could not be handled: {}", m.topic(), e.getClass().getName());
                }
            });
        } catch (RejectedExecutionException full) {
            answerBusy(m);
        }
    }

    private void answerBusy(Incoming m) {
        long n = busy.next();
        if (n > 0) {
            LOG.warn("automation requests arrive faster than the hub answers them; {} answered busy so far", n);
        }
        answerAtOnce(m, "busy", Replies.error("busy", "the hub is handling " + workers.getActiveCount()
                + " automation requests with " + workers.getQueue().size() + " more waiting; nothing was done, send the"
                + " request again shortly"));
    }

    /**
     * An answer decided on the receiving thread, without the request's work (the counts in a busy answer are this
     * moment's), handed to the answers' own thread with only what addresses it.
     */
    private void answerAtOnce(Incoming m, String what, ObjectNode reply) {
        String client = topicLevels(m)[3];
        if (!mayReceive(client, m)) {
            return;
        }
        try {
            Incoming addressed = new Incoming(m.topic(), new byte[0], m.responseTopic(), m.correlationData(), Map.of());
            quickAnswers.execute(() -> send(addressed, client, reply, what, mqtt::replyAtMostOnce));
        } catch (RejectedExecutionException full) {
            notAnswered(client, what, ANSWERS_WAITING + " answers already wait for the broker");
        }
    }

    void handle(Incoming m) {
        String[] parts = topicLevels(m);
        String client = parts[3];
        String operation = parts[4];
        if (!mayReceive(client, m)) {
            return;
        }
        ObjectNode reply;
        try {
            mayCall(client, m.topic(), operation);
            reply = operation(client, operation, body(m));
        } catch (ApiFailure f) {
            reply = Replies.error(f.code(), f.getMessage());
        } catch (RuntimeException e) {
            LOG.warn("automation request {} from {} failed: {}", operation, client, e.toString());
            reply = Replies.error("internal", "the hub could not handle this request");
        }
        send(m, client, reply, operation, mqtt::reply);
    }

    /**
     * {@code hub/v1/request/<client>/<operation>}, with an empty operation kept as one: the subscription's {@code +}
     * matches an empty level, and a plain split dropped it (a request on {@code hub/v1/request/<client>/} killed the
     * worker and was never answered).
     */
    private static String[] topicLevels(Incoming m) {
        return m.topic().split("/", -1);
    }

    /**
     * Whether the request names a response topic of its own client (otherwise it is neither carried out nor answered).
     * The topic must lie under {@code hub/v1/response/<client>/} as well as be one the client may read: the hub may
     * publish anywhere, so a client that may only read events, status or device topics would otherwise make the hub
     * publish there for it.
     */
    private boolean mayReceive(String client, Incoming m) {
        String topic = m.responseTopic().orElse("");
        if (!topic.startsWith(RESPONSES + client + "/") || topic.contains("+") || topic.contains("#")
                || !acl.get().allows(client, MqttOperation.SUBSCRIBE, topic).allowed()) {
            long n = foreignResponseTopics.next();
            if (n > 0) {
                LOG.warn("automation request {} from {} names response topic '{}', not one of its own under {}{}/ that"
                        + " it may read; not carried out, not answered ({} so far)", RepeatedWarning.quoted(m.topic()),
                        client, RepeatedWarning.quoted(topic), RESPONSES, client, n);
            }
            return false;
        }
        return true;
    }

    /**
     * The client's ACL must grant the request topic itself: a broker may let any client publish every operation under
     * its own name (Mosquitto's {@code pattern write hub/v1/request/%u/+}), and announce has no other check.
     */
    private void mayCall(String client, String topic, String operation) {
        if (!acl.get().allows(client, MqttOperation.PUBLISH, topic).allowed()) {
            throw new ApiFailure("forbidden", "this client's ACL does not grant the operation " + operation);
        }
    }

    private ObjectNode operation(String client, String operation, JsonNode body) {
        Requester who = Requester.automation(client, hooks.principals().apply(client));
        return switch (operation) {
            case "device.state" -> devices.state(client, who, body);
            case "device.command" -> devices.command(client, who, body);
            case "member.preference" -> preference(client, body);
            case "announce" -> announce(body);
            default -> throw new ApiFailure("unknown_operation",
                    "operation must be one of device.state, device.command, member.preference, announce, got: " + operation);
        };
    }

    private ObjectNode preference(String client, JsonNode body) {
        String member = BodyFields.text(body, "member", 64);
        String key = BodyFields.text(body, "key", 64);
        MemberId id;
        try {
            id = MemberId.of(member);
        } catch (IllegalArgumentException e) {
            throw new ApiFailure("bad_request", e.getMessage());
        }
        Decision d = acl.get().allowsPreference(client, member, key);
        if (!d.allowed()) {
            throw new ApiFailure("forbidden", d.reason());
        }
        String value = hooks.preferences().preference(id, key)
                .orElseThrow(() -> new ApiFailure("not_found", member + " has no allowlisted preference " + key));
        return Replies.ok().put("member", member).put("key", key).put("value", value);
    }

    private ObjectNode announce(JsonNode body) {
        String room = BodyFields.text(body, "room", 64);
        if (!room.matches("[a-z0-9][a-z0-9_-]{0,63}")) {
            throw new ApiFailure("bad_request", "'room' must be a room id of [a-z0-9_-], got: " + room);
        }
        Decision d = hooks.announcer().announce(room, BodyFields.text(body, "text", 500));
        if (!d.allowed()) {
            throw new ApiFailure("not_announced", d.reason());
        }
        return Replies.ok().put("room", room).put("announced", true);
    }

    private static JsonNode body(Incoming m) {
        try {
            JsonNode n = m.payload().length == 0 ? null : JSON.readTree(m.payload());
            if (n == null || !n.isObject()) {
                throw new ApiFailure("bad_request", "the request body must be a JSON object");
            }
            return n;
        } catch (IOException e) {
            throw new ApiFailure("bad_request", "the request body is not valid JSON");
        }
    }

    /** How an answer is published: {@link MqttHubClient#reply} or {@link MqttHubClient#replyAtMostOnce}. */
    private interface Replier {
        void reply(Incoming request, String responseTopic, byte[] payload);
    }

    private void send(Incoming request, String client, ObjectNode reply, String what, Replier replier) {
        try {
            replier.reply(request, request.responseTopic().orElseThrow(), JSON.writeValueAsBytes(reply));
        } catch (BrokerUnreachableException | IOException e) {
            notAnswered(client, what, e.getMessage());
        }
    }

    private void notAnswered(String client, String what, String why) {
        long n = unanswered.next();
        if (n > 0) {
            LOG.warn("could not answer automation client {} ({}; {} unanswered since start): {}", client, what, n, why);
        }
    }

    @Override
    public void close() {
        workers.shutdownNow();
        quickAnswers.shutdownNow();
    }
}
