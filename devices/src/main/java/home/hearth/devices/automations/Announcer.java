package home.hearth.devices.automations;

import home.hearth.policies.Decision;

/** Says something aloud in a room; the hub implements it over its voice output. */
@FunctionalInterface
public interface Announcer {
    /**
     * @param room a room id such as {@code kitchen}
     * @param text at most 500 characters, already checked to be non-empty
     * @return allowed when queued for speaking, denied with a reason (no speaker there, quiet hours, …)
     */
    Decision announce(String room, String text);
}
