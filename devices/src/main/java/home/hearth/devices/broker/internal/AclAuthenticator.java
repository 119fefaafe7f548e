package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.auth.SimpleAuthenticator;
import com.hivemq.extension.sdk.api.auth.parameter.SimpleAuthInput;
import com.hivemq.extension.sdk.api.auth.parameter.SimpleAuthOutput;
import com.hivemq.extension.sdk.api.auth.parameter.TopicPermission;
import com.hivemq.extension.sdk.api.packets.auth.DefaultAuthorizationBehaviour;
import com.hivemq.extension.sdk.api.packets.connect.ConnackReasonCode;
import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.LiveAccounts;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Checks username and password — the fixed accounts first, then the live ones — then hands the
 * client its topic permissions from the ACL in force; everything else is denied.
 */
final class AclAuthenticator implements SimpleAuthenticator {
    private static final Logger LOG = LoggerFactory.getLogger(AclAuthenticator.class);
    private final Map<String, BrokerAccount> accounts;
    private final LiveAccounts live;
    private final Permissions permissions;
    private final ConnectedClients connected;

    AclAuthenticator(Map<String, BrokerAccount> accounts, LiveAccounts live, Permissions permissions,
            ConnectedClients connected) {
        this.accounts = accounts;
        this.live = live;
        this.permissions = permissions;
        this.connected = connected;
    }

    @Override
    public void onConnect(SimpleAuthInput input, SimpleAuthOutput output) {
        String user = input.getConnectPacket().getUserName().orElse("");
        String clientId = input.getConnectPacket().getClientId();
        byte[] password = bytes(input.getConnectPacket().getPassword().orElse(null));
        String login = connected.loggingIn(clientId, user, input.getConnectionInformation().getConnectionAttributeStore());
        if (password == null || !accepted(user, password)) {
            connected.refused(clientId, user, login);
            LOG.info("MQTT broker refused client {}: wrong username or password", clientId);
            output.failAuthentication(ConnackReasonCode.BAD_USER_NAME_OR_PASSWORD, "wrong username or password");
            return;
        }
        if (!connected.stillLoggingIn(clientId, user, login)) {
            LOG.info("MQTT broker refused client {}: its account was revoked while it logged in", clientId);
            output.failAuthentication(ConnackReasonCode.NOT_AUTHORIZED, "the account was revoked");
            return;
        }
        input.getConnectionInformation().getConnectionAttributeStore().putAsString(ApiTrafficFence.USERNAME, user);
        List<TopicPermission> granted = permissions.of(user);
        output.getDefaultPermissions().addAll(granted);
        output.getDefaultPermissions().setDefaultBehaviour(DefaultAuthorizationBehaviour.DENY);
        output.authenticateSuccessfully();
    }

    private boolean accepted(String user, byte[] password) {
        BrokerAccount fixed = accounts.get(user);
        if (fixed != null) {
            return MessageDigest.isEqual(password, fixed.password().getBytes(StandardCharsets.UTF_8));
        }
        try {
            return live.accepts(user, password);
        } catch (RuntimeException e) {
            LOG.warn("MQTT broker could not check the account of {} ({}); refused", user, e.toString());
            return false;
        }
    }

    private static byte[] bytes(ByteBuffer given) {
        if (given == null) {
            return null;
        }
        byte[] bytes = new byte[given.remaining()];
        given.duplicate().get(bytes);
        return bytes;
    }
}
