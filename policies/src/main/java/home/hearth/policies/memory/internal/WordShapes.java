package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A family of word patterns and the exceptions that take a match back: the shape that {@link MomentSignals},
 * {@link SpokenGrants} and {@link PermissionClaims} share ("the boiler is being serviced at the moment" has the shape of a
 * moment, but a visit takes it back; "the alarm company can reset the code" has the shape of a code handed over, but a
 * service takes it back; "the bank no longer asks for a pin" has the shape of a check waived, but not the house's).
 *
 * @param shapes what the family looks like, any one is enough
 * @param unless what takes a match back, any one is enough
 */
record WordShapes(List<Pattern> shapes, List<Pattern> unless) {
    static WordShapes of(List<Pattern> shapes) {
        return new WordShapes(shapes, List.of());
    }

    boolean in(TextForm text) {
        return Patterns.any(text, shapes) && !Patterns.any(text, unless);
    }
}
