package home.hearth.devices.broker.internal;

import com.hivemq.extension.sdk.api.auth.SimpleAuthenticator;
import com.hivemq.extension.sdk.api.auth.parameter.SimpleAuthInput;
import com.hivemq.extension.sdk.api.auth.parameter.SimpleAuthOutput;
import com.hivemq.extension.sdk.api.auth.parameter.TopicPermission;
import com.hivemq.extension.sdk.api.packets.auth.DefaultAuthorizationBehaviour;
import com.hivemq.extension.sdk.api.packets.connect.ConnackReasonCode;
import home.hearth.devices.broker.BrokerAccount;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Checks username and password, then hands the client its topic permissions; everything else is denied. */
final class AclAuthenticator implements SimpleAuthenticator {
    private static final Logger LOG = LoggerFactory.getLogger(AclAuthenticator.class);
    private final Map<String, BrokerAccount> accounts;
    private final Permissions permissions;

    AclAuthenticator(Map<String, BrokerAccount> accounts, Permissions permissions) {
        this.accounts = accounts;
        this.permissions = permissions;
    }

    @Override
    public void onConnect(SimpleAuthInput input, SimpleAuthOutput output) {
        String user = input.getConnectPacket().getUserName().orElse("");
        BrokerAccount account = accounts.get(user);
        if (account == null || !matches(account, input.getConnectPacket().getPassword().orElse(null))) {
            LOG.info("MQTT broker refused client {}: wrong username or password", input.getConnectPacket().getClientId());
            output.failAuthentication(ConnackReasonCode.BAD_USER_NAME_OR_PASSWORD, "wrong username or password");
            return;
        }
        List<TopicPermission> granted = permissions.of(user);
        output.getDefaultPermissions().addAll(granted);
        output.getDefaultPermissions().setDefaultBehaviour(DefaultAuthorizationBehaviour.DENY);
        output.authenticateSuccessfully();
    }

    private static boolean matches(BrokerAccount account, ByteBuffer given) {
        if (given == null) {
            return false;
        }
        byte[] bytes = new byte[given.remaining()];
        given.duplicate().get(bytes);
        return MessageDigest.isEqual(bytes, account.password().getBytes(StandardCharsets.UTF_8));
    }
}
