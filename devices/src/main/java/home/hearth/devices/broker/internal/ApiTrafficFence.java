package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.interceptor.publish.PublishOutboundInterceptor;
import com.hivemq.extension.sdk.api.interceptor.publish.parameter.PublishOutboundInput;
import com.hivemq.extension.sdk.api.interceptor.publish.parameter.PublishOutboundOutput;

/**
 * Keeps the automations API's traffic between the hub and the client it belongs to: under
 * {@code hub/v1/request/} and {@code hub/v1/response/} a client receives only what lies under its own
 * username. HiveMQ authorises a subscription once, when it is made, and a client may be granted one that
 * covers other clients' requests and answers ({@code hub/v1/#} for events and status, or {@code #}); without
 * this fence the answer to another client's {@code member.preference} reached it too, although its ACL lets
 * it read no member's preferences.
 */
final class ApiTrafficFence implements PublishOutboundInterceptor {
    /** Where the authenticator leaves the username of a connection it let in. */
    static final String USERNAME = "hearth.username";
    private final String hubUser;

    ApiTrafficFence(String hubUser) {
        this.hubUser = hubUser;
    }

    @Override
    public void onOutboundPublish(PublishOutboundInput input, PublishOutboundOutput output) {
        String user = input.getConnectionInformation().getConnectionAttributeStore().getAsString(USERNAME).orElse("");
        if (!mayReceive(user, input.getPublishPacket().getTopic())) {
            output.preventPublishDelivery();
        }
    }

    /** The hub receives everything; anybody else only its own requests and answers of the API, and the rest. */
    boolean mayReceive(String user, String topic) {
        if (user.equals(hubUser)) {
            return true;
        }
        for (String api : new String[] {Permissions.REQUESTS, Permissions.RESPONSES}) {
            if (topic.startsWith(api)) {
                return !user.isEmpty() && topic.startsWith(api + user + "/");
            }
        }
        return true;
    }
}
