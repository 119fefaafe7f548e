package home.hearth.devices.broker;

/**
 * Automation clients' accounts that may change while the broker runs (the hub keeps them in its
 * database). The embedded broker asks on every connect, so a new account can connect at once and a
 * revoked one is refused from its next connect; {@link EmbeddedBroker#disconnect} closes what is
 * already connected.
 *
 * <p>Contract: answers from the account set as it is now, never from a copy made at start; must not
 * throw for an unknown username or a wrong password (it answers false), and should answer within
 * milliseconds (it runs on the broker's connect path).
 */
@FunctionalInterface
public interface LiveAccounts {
    /** No accounts beyond the fixed ones. */
    LiveAccounts NONE = (username, password) -> false;

    /**
     * @param username the CONNECT packet's username (never a fixed account's: those are checked first)
     * @param password the CONNECT packet's password bytes (UTF-8 as sent)
     * @return true when this is a live account and the password is its secret
     */
    boolean accepts(String username, byte[] password);
}
