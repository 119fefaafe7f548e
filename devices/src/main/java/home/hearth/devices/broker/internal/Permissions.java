package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.auth.parameter.TopicPermission;
import com.hivemq.extension.sdk.api.auth.parameter.TopicPermission.MqttActivity;
import com.hivemq.extension.sdk.api.auth.parameter.TopicPermission.PermissionType;
import com.hivemq.extension.sdk.api.services.builder.Builders;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import home.hearth.policies.mqtt.TopicFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Turns {@link MqttAcl} rules into HiveMQ topic permissions (first match wins). The hub's own
 * account may do everything. Any other client may publish requests only under
 * {@code hub/v1/request/<its username>/}, whatever its rule says, so the automations API can
 * trust the client name in the topic, and none may publish under {@code hub/v1/response/}, where only the hub answers.
 * Nor may any publish a device's command ({@code …/set}, {@code …/get}) with the retain flag.
 */
public final class Permissions {
    public static final String REQUESTS = "hub/v1/request/";
    static final String RESPONSES = "hub/v1/response/";
    private final String hubUser;
    private final Supplier<MqttAcl> acl;

    /** With the ACL asked at each connect, so a client gets the rule in force when it logs in. */
    public Permissions(String hubUser, Supplier<MqttAcl> acl) {
        this.hubUser = hubUser;
        this.acl = acl;
    }

    /**
     * A device command kept by the broker is sent to the device again whenever it subscribes (zigbee2mqtt at every
     * restart), so a client's retained {@code /set} unlocked the door again hours later, against the state the
     * household had set since. Commands lie on {@code <base>/<name>/set} and {@code /get}, also with an attribute
     * after them ({@code …/set/state}), and a zigbee2mqtt name may hold slashes: up to six levels before the verb.
     * Retained state and discovery messages (zigbee2mqtt's own) stay allowed. Built at each connect: HiveMQ's builders
     * work only inside the broker's extension, not in a static initialiser.
     */
    private static List<TopicPermission> retainedCommands() {
        List<TopicPermission> out = new ArrayList<>();
        for (String verb : List.of("set", "get")) {
            for (int levels = 1; levels <= 6; levels++) {
                String before = "+/".repeat(levels);
                for (String filter : List.of(before + verb, before + verb + "/+")) {
                    out.add(Builders.topicPermission().topicFilter(filter).type(PermissionType.DENY)
                            .activity(MqttActivity.PUBLISH).retain(TopicPermission.Retain.RETAINED).build());
                }
            }
        }
        return out;
    }

    /** The hub's own account, which may do everything. */
    String hubUser() {
        return hubUser;
    }

    public List<TopicPermission> of(String user) {
        if (user.equals(hubUser)) {
            return List.of(permission("#", PermissionType.ALLOW, MqttActivity.ALL));
        }
        Optional<MqttClientRule> rule = acl.get().rules().stream().filter(r -> r.username().equals(user)).findFirst();
        if (rule.isEmpty()) {
            return List.of();
        }
        List<TopicPermission> out = retainedCommands();
        // Before the refusal of every other request topic (first match wins): a grant of only some
        // operations (hub/v1/request/<user>/device.state) came after it and so allowed none.
        rule.get().publish().stream().map(f -> ownRequests(f, user)).flatMap(Optional::stream).distinct()
                .forEach(own -> out.add(permission(own, PermissionType.ALLOW, MqttActivity.PUBLISH)));
        out.add(permission(REQUESTS + "#", PermissionType.DENY, MqttActivity.PUBLISH));
        // Only the hub answers: a forged answer (a door "locked") must not reach a client, whatever a grant covers.
        out.add(permission(RESPONSES + "#", PermissionType.DENY, MqttActivity.PUBLISH));
        rule.get().publish().forEach(f -> out.add(permission(f, PermissionType.ALLOW, MqttActivity.PUBLISH)));
        rule.get().subscribe().forEach(f -> out.add(permission(f, PermissionType.ALLOW, MqttActivity.SUBSCRIBE)));
        return out;
    }

    /**
     * What of the publish grant {@code filter} lies among {@code user}'s own request topics: all of them
     * ({@code hub/v1/request/<user>/+}), one operation ({@code hub/v1/request/<user>/device.state}), or none.
     */
    static Optional<String> ownRequests(String filter, String user) {
        String all = REQUESTS + user + "/+";
        if (TopicFilter.covers(filter, all)) {
            return Optional.of(all);
        }
        String[] levels = filter.split("/", -1);
        String operation = levels[levels.length - 1];
        if (levels.length != 5 || operation.equals("+") || operation.equals("#")) {
            return Optional.empty();
        }
        String one = REQUESTS + user + "/" + operation;
        return TopicFilter.matches(filter, one) ? Optional.of(one) : Optional.empty();
    }

    private static TopicPermission permission(String filter, PermissionType type, MqttActivity activity) {
        return Builders.topicPermission().topicFilter(filter).type(type).activity(activity).build();
    }
}
