package home.hearth.devices.mqtt;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.Command;
import home.hearth.devices.CommandObserver;
import home.hearth.devices.CommandResult;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceReading;
import home.hearth.devices.DeviceState;
import home.hearth.devices.Inventory;
import home.hearth.devices.Requester;
import home.hearth.devices.mqtt.internal.StateWaiters;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.policies.devices.ActionDecision;
import home.hearth.policies.devices.ActionKind;
import home.hearth.policies.devices.DeviceAction;
import home.hearth.policies.devices.DeviceActionRules;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Asks devices for their state and sends them commands over MQTT, zigbee2mqtt style. State is
 * never answered from memory: {@link #readState} publishes {@code <base>/<name>/get} and waits for
 * the device's next state message on {@code <base>/<name>} until the deadline. A command is
 * published on {@code <base>/<name>/set} and is confirmed only by a state message showing it took
 * effect. Every read and command passes the device-action rules first; refusals and commands are
 * audited without content. Thread-safe; blocks the caller at most for the deadline.
 */
public final class MqttDeviceGateway {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final MqttHubClient mqtt;
    private final Inventory inventory;
    private final DeviceActionRules rules;
    private final AuditTrail audit;
    private final CommandObserver observer;
    private final GatewaySettings settings;
    private final StateWaiters waiters;
    private final Set<String> bases = ConcurrentHashMap.newKeySet();

    public MqttDeviceGateway(MqttHubClient mqtt, Inventory inventory, DeviceActionRules rules, AuditTrail audit,
            CommandObserver observer, GatewaySettings settings) {
        this.mqtt = mqtt;
        this.inventory = inventory;
        this.rules = rules;
        this.audit = audit;
        this.observer = observer;
        this.settings = settings;
        this.waiters = new StateWaiters(settings.clock());
        inventory.all().forEach(d -> listenTo(d.topic().base()));
        keepLastReportsOfTheInventory();
        inventory.whenChanged(this::keepLastReportsOfTheInventory);
    }

    public Inventory inventory() {
        return inventory;
    }

    /** Reads the device now, with the default deadline and without any old report. */
    public DeviceReading readState(Requester who, DeviceId id) {
        return readState(who, id, settings.deadline(), false);
    }

    /**
     * Reads the device now. {@code withLastReport} adds, to a {@link DeviceReading.NoAnswer}, the
     * last state the device reported before, labelled with its age.
     */
    public DeviceReading readState(Requester who, DeviceId id, Duration deadline, boolean withLastReport) {
        GatewaySettings.checkDeadline(deadline);
        Optional<Device> found = inventory.byId(id);
        if (found.isEmpty()) {
            return new DeviceReading.UnknownDevice(id.value());
        }
        Device device = found.get();
        ActionDecision decision = decide(who, device, ActionKind.READ_STATE, false);
        if (!decision.allowed()) {
            return new DeviceReading.Refused(device, decision);
        }
        if (!mqtt.isConnected() || !listenTo(device.topic().base())) {
            return new DeviceReading.Unreachable(device);
        }
        CompletableFuture<StateWaiters.Report> answer = waiters.await(device.topic().state(), json -> true);
        long losses = mqtt.connectionLosses();
        if (!publish(device.topic().get(), "{\"state\":\"\"}", answer)) {
            return new DeviceReading.Unreachable(device);
        }
        Optional<StateWaiters.Report> r = Waiting.until(answer, deadline);
        if (r.isEmpty() && mqtt.connectionLosses() != losses) {
            return new DeviceReading.Unreachable(device); // not the device's silence: the question or its answer was lost
        }
        return r.<DeviceReading>map(x -> new DeviceReading.Fresh(device, DeviceState.read(device, x.payload()), x.at()))
                .orElseGet(() -> new DeviceReading.NoAnswer(device, withLastReport ? oldReport(device) : Optional.empty()));
    }

    /** Sends a command with the default deadline for its confirmation. */
    public CommandResult command(Requester who, DeviceId id, Command command, boolean confirmed) {
        Optional<Device> found = inventory.byId(id);
        if (found.isEmpty()) {
            return new CommandResult.UnknownDevice(id.value());
        }
        Device device = found.get();
        if (command.accepts().stream().noneMatch(device::can)) {
            return new CommandResult.Unsupported(device, command);
        }
        ActionDecision decision = decide(who, device, command.kind(), confirmed);
        if (!decision.allowed()) {
            return new CommandResult.Refused(device, decision);
        }
        CommandResult result = send(device, command);
        record(who, device, result instanceof CommandResult.Confirmed ? "ok" : outcome(result), result.message());
        if (result instanceof CommandResult.Confirmed || result instanceof CommandResult.Unconfirmed) {
            observer.sent(device, command, result);
        }
        return result;
    }

    private CommandResult send(Device device, Command command) {
        if (!mqtt.isConnected() || !listenTo(device.topic().base())) {
            return new CommandResult.Unreachable(device);
        }
        CompletableFuture<StateWaiters.Report> answer = waiters.await(device.topic().state(),
                json -> command.confirmedBy(DeviceState.read(device, json)));
        long losses = mqtt.connectionLosses();
        if (!publish(device.topic().set(), json(command), answer)) {
            return new CommandResult.Unreachable(device);
        }
        return Waiting.until(answer, settings.deadline())
                .<CommandResult>map(r -> new CommandResult.Confirmed(device, DeviceState.read(device, r.payload()), r.at()))
                .orElseGet(() -> new CommandResult.Unconfirmed(device, mqtt.connectionLosses() != losses));
    }

    private boolean publish(String topic, String payload, CompletableFuture<?> answer) {
        try {
            // a worker's request: under load it waits for room in the broker's in-flight window rather than
            // being answered "unreachable" (HubUnderLoadTest saw one in 5,871 requests)
            mqtt.publishWhenThereIsRoom(topic, payload);
            return true;
        } catch (BrokerUnreachableException e) {
            answer.cancel(false);
            return false;
        }
    }

    /**
     * A removed device's last report goes with it; a new one's is kept from its next report. Synchronized: the
     * listeners of two changes at once run on their own threads, and the later inventory must be the one kept.
     */
    private synchronized void keepLastReportsOfTheInventory() {
        waiters.keepLastReportsOf(inventory.all().stream().map(d -> d.topic().state()).collect(Collectors.toSet()));
    }

    /** Registers the base subscription once; the client restores it after every reconnect. */
    private boolean listenTo(String base) {
        if (bases.add(base)) {
            return mqtt.subscribe(base + "/#", m -> offer(base, m));
        }
        return true;
    }

    /**
     * A report under two bases (a bridge whose base lies under another's) comes through both subscriptions: only the
     * longer base's passes it on, or a second copy would answer the next read of the device as if fresh.
     */
    private void offer(String base, Incoming m) {
        if (bases.stream().noneMatch(b -> b.length() > base.length() && m.topic().startsWith(b + "/"))) {
            waiters.offer(m);
        }
    }

    private ActionDecision decide(Requester who, Device device, ActionKind kind, boolean confirmed) {
        ActionDecision d = rules.decide(who.principal(), new DeviceAction(device.id().value(), device.room(), kind), confirmed);
        if (!d.allowed()) {
            record(who, device, switch (d) {
                case ActionDecision.Confirm c -> "needs-confirmation";
                case ActionDecision.AskWhoIsSpeaking a -> "needs-identity";
                default -> "refused";
            }, kind.wireName() + ": " + d.reason());
        }
        return d;
    }

    private void record(Requester who, Device device, String outcome, String reason) {
        audit.record(new AuditEvent(settings.clock().instant(), who.actor(), "device.command", device.id().value(),
                outcome, reason));
    }

    private Optional<DeviceReading.OldReport> oldReport(Device device) {
        return waiters.last(device.topic().state()).map(r -> new DeviceReading.OldReport(
                DeviceState.read(device, r.payload()), r.at(), Duration.between(r.at(), settings.clock().instant())));
    }

    private static String outcome(CommandResult r) {
        return r instanceof CommandResult.Unconfirmed ? "unconfirmed" : "unreachable";
    }

    private static String json(Command command) {
        try {
            return JSON.writeValueAsString(command.payload());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a command payload is always serialisable", e);
        }
    }
}
