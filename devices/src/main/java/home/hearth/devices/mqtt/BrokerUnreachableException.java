package home.hearth.devices.mqtt;

import home.hearth.devices.DevicesException;

/** The client is not connected to its broker right now; nothing was sent. */
public final class BrokerUnreachableException extends DevicesException {
    public BrokerUnreachableException(String message) {
        super(message);
    }

    public BrokerUnreachableException(String message, Throwable cause) {
        super(message, cause);
    }
}
