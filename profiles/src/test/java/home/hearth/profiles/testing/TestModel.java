package home.hearth.profiles.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the converted test speaker model lives; a missing model fails the test, never skips it. */
public final class TestModel {
    private TestModel() {}

    public static Path dir() {
        String prop = System.getProperty("hearth.test.speakerModelDir");
        Path dir = prop != null && !prop.isBlank() ? Path.of(prop) : defaultDir();
        if (!Files.isRegularFile(dir.resolve("xvector.onnx"))) {
            fail("the test speaker model is missing from " + dir
                    + ": run profiles/scripts/make-test-speaker-model.sh first");
        }
        return dir;
    }

    static Path defaultDir() {
        String cache = System.getenv("HEARTH_MODEL_CACHE");
        Path base = cache != null && !cache.isBlank() ? Path.of(cache)
                : Path.of(System.getProperty("user.home"), ".cache", "hearth", "models");
        return base.resolve("spk-0.4");
    }
}
