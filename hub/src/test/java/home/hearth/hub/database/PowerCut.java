package home.hearth.hub.database;

/**
 * The power going in the middle of a restore's swap, thrown from its step hook: an Error, so no code under test
 * catches it as a failure it could handle, and without a stack trace (nothing would have printed one).
 */
final class PowerCut extends Error {
    PowerCut() {
        super("the power went", null, false, false);
    }
}
