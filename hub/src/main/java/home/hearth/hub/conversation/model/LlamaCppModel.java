package home.hearth.hub.conversation.model;

import de.kherud.llama.InferenceParameters;
import de.kherud.llama.LlamaIterator;
import de.kherud.llama.LlamaModel;
import de.kherud.llama.ModelParameters;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A GGUF model run in process by llama.cpp (java-llama.cpp, {@code de.kherud:llama}). The model's
 * own chat template renders the prompt; tool calls and JSON answers are constrained by a grammar
 * ({@link LlamaGrammar}), so what comes back always parses. One answer at a time (callers queue;
 * the wait counts against their deadline). The deadline and the cancel flag are checked between
 * tokens; the prompt's evaluation, a few seconds at most on a small board, is not interrupted.
 *
 * <p>Native side: the library unpacks into {@code nativeDir} (never the system temp folder), the
 * model is never downloaded ({@code setModelUrl} is not used), and llama.cpp's own log is dropped
 * below warnings (it can echo prompts). After {@link #close()} a native thread stays alive; the hub
 * stops anyway, because it stops from a shutdown hook that ends the JVM.
 */
public final class LlamaCppModel implements LanguageModel {
    private static final Logger LOG = LoggerFactory.getLogger(LlamaCppModel.class);
    private static final byte[] GGUF_MAGIC = {'G', 'G', 'U', 'F'};

    /**
     * @param file the GGUF file
     * @param nativeDir where the native library is unpacked (under the hub's data folder)
     * @param threads CPU threads for generation
     * @param contextTokens the context window (prompt plus answer)
     */
    public record Config(Path file, Path nativeDir, int threads, int contextTokens) {
        public Config {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(nativeDir, "nativeDir");
            if (threads < 1 || threads > 64) {
                throw new IllegalArgumentException("llama threads must be 1–64, got: " + threads);
            }
            if (contextTokens < 256 || contextTokens > 131072) {
                throw new IllegalArgumentException("llama context must be 256–131072 tokens, got: " + contextTokens);
            }
        }

        /** Half the cores (at most 4), 4096 tokens of context. */
        public static Config defaults(Path file, Path nativeDir) {
            return new Config(file, nativeDir, Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors() / 2)), 4096);
        }
    }

    private final Config config;
    private final LlamaModel model;
    private final ReentrantLock oneAtATime = new ReentrantLock(true);
    private volatile boolean closed;
    private boolean released;

    private LlamaCppModel(Config config, LlamaModel model) {
        this.config = config;
        this.model = model;
    }

    /**
     * Loads the model (seconds for a large file).
     *
     * @throws LanguageModelException when the file is missing, not a GGUF model, or llama.cpp cannot load it
     */
    public static LlamaCppModel load(Config config) {
        checkFile(config.file());
        LlamaNative.prepare(config.nativeDir());
        long t0 = System.nanoTime();
        try {
            LlamaModel model = new LlamaModel(new ModelParameters()
                    .setModel(config.file().toAbsolutePath().toString())
                    .setThreads(config.threads())
                    .setCtxSize(config.contextTokens())
                    .setGpuLayers(0));
            LOG.info("Language model {} loaded in {} ms ({} threads, {} tokens of context)", config.file().getFileName(),
                    (System.nanoTime() - t0) / 1_000_000, config.threads(), config.contextTokens());
            return new LlamaCppModel(config, model);
        } catch (RuntimeException e) { // java-llama.cpp's LlamaException is not public
            throw new LanguageModelException("the language model " + config.file() + " could not be loaded by llama.cpp"
                    + " (is it a complete GGUF file of a supported architecture?): " + e.getMessage(), e);
        }
    }

    private static void checkFile(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new LanguageModelException("there is no language model file at " + file);
        }
        try (InputStream in = Files.newInputStream(file)) {
            if (!Arrays.equals(in.readNBytes(4), GGUF_MAGIC)) {
                throw new LanguageModelException(file + " is not a GGUF model file (see deploy/models/README.md)");
            }
        } catch (IOException e) {
            throw new LanguageModelException("the language model file " + file + " cannot be read: " + e.getMessage(), e);
        }
    }

    @Override
    public String id() {
        return "llama:" + config.file().getFileName();
    }

    @Override
    public ChatResult chat(ChatRequest request, Consumer<String> tokens, BooleanSupplier cancelled) {
        long deadline = System.nanoTime() + request.timeout().toNanos();
        acquire(request.timeout(), deadline);
        try {
            if (closed) {
                throw new LanguageModelException("the language model has been closed");
            }
            String text = render(request);
            InferenceParameters params = new InferenceParameters(text)
                    .setNPredict(request.maxTokens())
                    .setCachePrompt(true)
                    .setTemperature(0.3f);
            Optional<String> grammar = LlamaGrammar.forRequest(request);
            grammar.ifPresent(params::setGrammar);
            LlamaAnswer answer = new LlamaAnswer(request.format(), !request.tools().isEmpty(), tokens);
            boolean stopped = generate(params, answer, request.timeout(), deadline, cancelled);
            if (stopped && closed) {
                throw new LanguageModelException("the language model was closed while answering");
            }
            return stopped ? answer.partial(model.encode(text).length) : answer.result(model.encode(text).length);
        } catch (LanguageModelException | IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) { // java-llama.cpp's LlamaException is not public
            throw new LanguageModelException("the language model failed while answering: " + e.getMessage(), e);
        } finally {
            oneAtATime.unlock();
        }
    }

    /** The prompt exactly as the model sees it, rendered by the model's own chat template. */
    String render(ChatRequest request) {
        LlamaPrompt prompt = LlamaPrompt.of(request);
        return model.applyTemplate(new InferenceParameters("").setMessages(prompt.system(), prompt.turns()));
    }

    /** Runs the generation; true when the caller cancelled it. */
    private boolean generate(InferenceParameters params, LlamaAnswer answer, Duration timeout, long deadline,
            BooleanSupplier cancelled) {
        LlamaIterator iterator = model.generate(params).iterator();
        while (iterator.hasNext()) {
            if (cancelled.getAsBoolean() || closed) {
                iterator.cancel();
                return true;
            }
            if (System.nanoTime() - deadline >= 0) {
                iterator.cancel();
                throw new LanguageModelException("the language model did not finish within " + timeout.toMillis() + " ms");
            }
            answer.add(iterator.next().text);
        }
        return false;
    }

    private void acquire(Duration timeout, long deadline) {
        try {
            if (!oneAtATime.tryLock(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                throw new LanguageModelException("the language model was busy with other answers for "
                        + timeout.toMillis() + " ms");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LanguageModelException("interrupted while waiting for the language model", e);
        }
    }

    /** Stops a running answer at its next token, then frees the model. */
    @Override
    public void close() {
        closed = true;
        oneAtATime.lock();
        try {
            if (!released) {
                released = true;
                model.close();
            }
        } finally {
            oneAtATime.unlock();
        }
    }
}
