package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.ExtensionMain;
import com.hivemq.extension.sdk.api.parameter.ExtensionStartInput;
import com.hivemq.extension.sdk.api.parameter.ExtensionStartOutput;
import com.hivemq.extension.sdk.api.parameter.ExtensionStopInput;
import com.hivemq.extension.sdk.api.parameter.ExtensionStopOutput;
import com.hivemq.extension.sdk.api.services.Services;
import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.LiveAccounts;
import java.util.Map;

/** The embedded extension that installs the username/password check and the topic ACLs. */
public final class AclExtension implements ExtensionMain {
    private final AclAuthenticator authenticator;

    public AclExtension(Map<String, BrokerAccount> accounts, LiveAccounts live, Permissions permissions,
            ConnectedClients connected) {
        this.authenticator = new AclAuthenticator(Map.copyOf(accounts), live, permissions, connected);
    }

    @Override
    public void extensionStart(ExtensionStartInput input, ExtensionStartOutput output) {
        Services.securityRegistry().setAuthenticatorProvider(providerInput -> authenticator);
    }

    @Override
    public void extensionStop(ExtensionStopInput input, ExtensionStopOutput output) {}
}
