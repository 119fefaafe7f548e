package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.ExtensionMain;
import com.hivemq.extension.sdk.api.events.client.ClientLifecycleEventListener;
import com.hivemq.extension.sdk.api.events.client.parameters.AuthenticationSuccessfulInput;
import com.hivemq.extension.sdk.api.events.client.parameters.ConnectionStartInput;
import com.hivemq.extension.sdk.api.events.client.parameters.DisconnectEventInput;
import com.hivemq.extension.sdk.api.parameter.ExtensionStartInput;
import com.hivemq.extension.sdk.api.parameter.ExtensionStartOutput;
import com.hivemq.extension.sdk.api.parameter.ExtensionStopInput;
import com.hivemq.extension.sdk.api.parameter.ExtensionStopOutput;
import com.hivemq.extension.sdk.api.services.Services;
import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.LiveAccounts;
import java.util.Map;

/**
 * The embedded extension that installs the username/password check, the topic ACLs, the fence around other
 * clients' API traffic ({@link ApiTrafficFence}), and forgets ended connections.
 */
public final class AclExtension implements ExtensionMain {
    private final AclAuthenticator authenticator;
    private final ConnectedClients connected;

    private final ApiTrafficFence fence;

    public AclExtension(Map<String, BrokerAccount> accounts, LiveAccounts live, Permissions permissions,
            ConnectedClients connected) {
        this.authenticator = new AclAuthenticator(Map.copyOf(accounts), live, permissions, connected);
        this.connected = connected;
        this.fence = new ApiTrafficFence(permissions.hubUser());
    }

    @Override
    public void extensionStart(ExtensionStartInput input, ExtensionStartOutput output) {
        Services.securityRegistry().setAuthenticatorProvider(providerInput -> authenticator);
        Services.initializerRegistry().setClientInitializer((client, context) -> context.addPublishOutboundInterceptor(fence));
        ClientLifecycleEventListener ends = new ClientLifecycleEventListener() {
            @Override
            public void onMqttConnectionStart(ConnectionStartInput in) {}

            @Override
            public void onAuthenticationSuccessful(AuthenticationSuccessfulInput in) {}

            @Override
            public void onDisconnect(DisconnectEventInput in) {
                connected.ended(in.getClientInformation().getClientId(),
                        in.getConnectionInformation().getConnectionAttributeStore());
            }
        };
        Services.eventRegistry().setClientLifecycleEventListener(providerInput -> ends);
    }

    @Override
    public void extensionStop(ExtensionStopInput input, ExtensionStopOutput output) {}
}
