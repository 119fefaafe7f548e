package home.hearth.policies.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFileException;
import home.hearth.policies.config.PolicyFiles;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated household policies: parsing either succeeds or refuses with a
 * {@link PolicyFileException} (line-precise, for the admin); nothing else escapes, nothing hangs.
 * Bounded: {@code hearth.fuzz.iterations} (default 3000). A failure prints the seed
 * ({@code -Dhearth.fuzz.seed=N} repeats it).
 */
class PolicyYamlFuzzTest {
    private static final String[] PIECES = {"\n", ": ", "- ", "{", "}", "[", "]", "&a ", "*a", "!!str ", "!!binary ", "'",
        "\"", "#", "~", "null", "-1", "1e309", "NaN", ".inf", "0x1F", "never", "365d", "verified", "admin", "\t", "  ",
        "<<: *a", "? ", "|", ">", "%YAML 1.2\n", "---\n", "...\n", "\u0000", "\uFEFF", "é", "🔥", "clients", "acts_as"};

    @Test
    void randomAndMutatedPoliciesAreParsedOrRefusedWithTheirLine() {
        long seed = Long.getLong("hearth.fuzz.seed", System.nanoTime());
        int iterations = Integer.getInteger("hearth.fuzz.iterations", 3000);
        Random random = new Random(seed);
        String base = PolicyFiles.defaultText();
        for (int i = 0; i < iterations; i++) {
            String yaml = random.nextInt(4) == 0 ? randomText(random) : mutate(base, random);
            try {
                PolicyFiles.withOverride(new NamedText("household-policy.yaml", yaml));
            } catch (PolicyFileException expected) {
                // refused with the file and line: what the admin is shown
            } catch (RuntimeException | StackOverflowError e) {
                fail("policy parsing threw " + e + " (seed " + seed + ", iteration " + i + ")\n" + yaml, e);
            }
        }
    }

    static String mutate(String base, Random r) {
        StringBuilder s = new StringBuilder(base);
        int edits = 1 + r.nextInt(6);
        for (int e = 0; e < edits && s.length() > 0; e++) {
            int at = r.nextInt(s.length());
            switch (r.nextInt(4)) {
                case 0 -> s.insert(at, PIECES[r.nextInt(PIECES.length)]);
                case 1 -> s.delete(at, Math.min(s.length(), at + 1 + r.nextInt(40)));
                case 2 -> s.setCharAt(at, (char) (32 + r.nextInt(95)));
                default -> {
                    int from = r.nextInt(s.length());
                    s.insert(at, s.substring(from, Math.min(s.length(), from + r.nextInt(80))));
                }
            }
        }
        return s.toString();
    }

    static String randomText(Random r) {
        StringBuilder s = new StringBuilder();
        int n = r.nextInt(60);
        for (int i = 0; i < n; i++) {
            s.append(PIECES[r.nextInt(PIECES.length)]);
            if (r.nextBoolean()) {
                s.append((char) ('a' + r.nextInt(26)));
            }
        }
        return s.toString();
    }
}
