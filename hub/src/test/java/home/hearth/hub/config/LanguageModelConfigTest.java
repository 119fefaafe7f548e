package home.hearth.hub.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LanguageModelConfigTest {

    private static LanguageModelConfig load(Map<String, String> env) {
        return ConfigLoader.load(env).models().languageModel();
    }

    @Test
    void noLanguageModelIsConfiguredByDefault() {
        assertInstanceOf(LanguageModelConfig.None.class, load(Map.of()));
    }

    @Test
    void aGgufFileOrAnOpenAiServerIsReadFromTheEnvironment() {
        assertEquals(new LanguageModelConfig.Gguf(Path.of("/srv/models/qwen.gguf")),
                load(Map.of("HEARTH_LLM", "/srv/models/qwen.gguf")));
        assertEquals(new LanguageModelConfig.OpenAi(URI.create("http://localhost:11434"), "qwen2.5:3b", Optional.of("sk-1")),
                load(Map.of("HEARTH_LLM_URL", "http://localhost:11434", "HEARTH_LLM_MODEL", "qwen2.5:3b",
                        "HEARTH_LLM_KEY", "sk-1")));
    }

    @Test
    void aServerWithoutAModelNameOrBothKindsAtOnceAreRefusedWithTheKeys() {
        ConfigException noModel = assertThrows(ConfigException.class,
                () -> load(Map.of("HEARTH_LLM_URL", "http://localhost:11434")));
        assertEquals("models.llm-url is set, so models.llm-model is required (the model name the server expects,"
                + " e.g. qwen2.5:3b)", noModel.getMessage());
        ConfigException both = assertThrows(ConfigException.class, () -> load(Map.of("HEARTH_LLM", "/m.gguf",
                "HEARTH_LLM_URL", "http://localhost:11434", "HEARTH_LLM_MODEL", "m")));
        assertEquals("models.llm and models.llm-url are both set: choose the GGUF file or the server", both.getMessage());
    }

    @Test
    void theKeyNeverShowsInTheConfigsText() {
        LanguageModelConfig c = load(Map.of("HEARTH_LLM_URL", "http://localhost:11434", "HEARTH_LLM_MODEL", "m",
                "HEARTH_LLM_KEY", "sk-very-secret"));
        assertFalse(c.toString().contains("sk-very-secret"), c.toString());
    }
}
