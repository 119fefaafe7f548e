package home.hearth.policies.config;

/**
 * One problem in a policy file, precise enough to fix without reading code.
 *
 * @param file the file's name ({@code household-policy.yaml})
 * @param line 1-based line number
 * @param path the dotted key path ({@code retention.episodic}), empty for the document itself
 * @param message what was expected and what was found
 */
public record PolicyError(String file, int line, String path, String message) {
    /** {@code household-policy.yaml:12: retention.episodic: expected a duration such as 365d, got 'forever'}. */
    @Override
    public String toString() {
        return file + ":" + line + ": " + (path.isEmpty() ? "" : path + ": ") + message;
    }
}
