package home.hearth.profiles.testing;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

class TestModelTest {
    @Test
    void aMissingModelFailsTheTestWithTheCommandToRun(@TempDir Path empty) {
        String before = System.getProperty("hearth.test.speakerModelDir");
        System.setProperty("hearth.test.speakerModelDir", empty.toString());
        try {
            var e = assertThrows(AssertionFailedError.class, TestModel::dir);
            assertTrue(e.getMessage().contains("run profiles/scripts/make-test-speaker-model.sh"), e.getMessage());
        } finally {
            if (before == null) {
                System.clearProperty("hearth.test.speakerModelDir");
            } else {
                System.setProperty("hearth.test.speakerModelDir", before);
            }
        }
    }
}
