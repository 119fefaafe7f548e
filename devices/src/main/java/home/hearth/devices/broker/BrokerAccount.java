package home.hearth.devices.broker;

import java.util.regex.Pattern;

/**
 * A username and password the embedded broker accepts.
 *
 * @param username 1–64 of [A-Za-z0-9_.-] (no MQTT wildcards or '/', since it appears in topics)
 * @param password at least 8 characters
 */
public record BrokerAccount(String username, String password) {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    public BrokerAccount {
        if (username == null || !NAME.matcher(username).matches()) {
            throw new IllegalArgumentException("broker username must be 1–64 of [A-Za-z0-9_.-], got: " + username);
        }
        if (password == null || password.length() < 8) {
            throw new IllegalArgumentException("the broker password of '" + username + "' must have at least 8 characters");
        }
    }

    @Override
    public String toString() {
        return "BrokerAccount[" + username + "]";
    }
}
