package home.hearth.hub.voice.recognition;

import home.hearth.hub.voice.recognition.internal.AudioPipe;
import home.hearth.hub.voice.recognition.internal.CmuDictionary;
import home.hearth.hub.voice.recognition.internal.CommandGrammar;
import home.hearth.hub.voice.recognition.internal.SphinxDecoder;
import home.hearth.hub.voice.recognition.internal.Warmup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * English command recognition with CMU Sphinx4 in grammar mode: pure Java, no model to install,
 * weak (pin the voices it hears well). A small pool of decoders, each kept loaded, serves rooms
 * at the same time; a stream waits for a free decoder while its audio is buffered. Out-of-grammar
 * speech comes back as {@code <unk>} and becomes {@link Transcript#rejection()}; Sphinx4 has no
 * confidence, so an accepted transcript has 1.0.
 */
public final class Sphinx4Recognizer implements SpeechRecognizer {
    /** Measured on espeak speech: low enough to keep commands, high enough to reject chatter. */
    public static final double DEFAULT_OUT_OF_GRAMMAR_PROBABILITY = 1e-20;
    private static final Logger LOG = LoggerFactory.getLogger(Sphinx4Recognizer.class);

    private final Path grammarDir;
    private final ExecutorService decoding;
    private final LinkedBlockingQueue<SphinxDecoder> idle = new LinkedBlockingQueue<>();
    private final List<SphinxDecoder> all = new ArrayList<>();
    private final AtomicInteger reserved = new AtomicInteger();
    /** Decoders being loaded: a stream waits for one of those rather than loading yet another. */
    private final AtomicInteger loading = new AtomicInteger();
    private final int maxDecoders;
    private final double outOfGrammarProbability;
    private final Set<String> reportedNames = new HashSet<>();
    private final AtomicBoolean prepared = new AtomicBoolean();
    private volatile long grammarGeneration;
    private volatile boolean closed;

    /**
     * Loads nothing yet: the first decoder (1.5 s, ~90 MB) is loaded in the background by
     * {@link #prepare()} or the first stream, so a hub that never hears a room never holds one. Up
     * to {@code decoders} are loaded as rooms speak at the same time. A stream started before its
     * decoder is ready waits for it, its audio buffered.
     */
    public Sphinx4Recognizer(CommandVocabulary vocabulary, int decoders, double outOfGrammarProbability) {
        if (decoders < 1 || decoders > 8) {
            throw new IllegalArgumentException("decoders must be 1..8, got: " + decoders);
        }
        this.maxDecoders = decoders;
        this.outOfGrammarProbability = outOfGrammarProbability;
        try {
            grammarDir = Files.createTempDirectory("hearth-sphinx4-");
        } catch (IOException e) {
            throw new RecognitionException("Sphinx4 needs a temporary folder for its grammar: " + e.getMessage(), e);
        }
        writeGrammar(vocabulary);
        AtomicInteger n = new AtomicInteger();
        decoding = Executors.newFixedThreadPool(decoders, r -> {
            Thread t = new Thread(r, "hearth-sphinx4-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts loading the first decoder in the background, once (a room connected: speech may follow). */
    @Override
    public void prepare() {
        if (closed || !prepared.compareAndSet(false, true)) {
            return;
        }
        try {
            decoding.submit(() -> {
                SphinxDecoder d = newDecoder();
                if (d != null) {
                    d.useGrammar(grammarGeneration); // the vocabulary may have changed while it loaded
                    release(d);
                }
            });
        } catch (RejectedExecutionException e) {
            LOG.debug("Sphinx4 closed before its first decoder was loaded");
        }
    }

    public Sphinx4Recognizer(CommandVocabulary vocabulary) {
        this(vocabulary, 2, DEFAULT_OUT_OF_GRAMMAR_PROBABILITY);
    }

    /** A loaded, warmed decoder, or null when the pool is full (then wait for an idle one). */
    private SphinxDecoder newDecoder() {
        if (reserved.incrementAndGet() > maxDecoders || decoding.isShutdown()) {
            reserved.decrementAndGet();
            return null;
        }
        long generation = grammarGeneration;
        SphinxDecoder d;
        loading.incrementAndGet();
        try {
            d = new SphinxDecoder(grammarDir, generation, outOfGrammarProbability);
            d.useGrammar(generation);
            // A decoder whose first stream has no speech returns nothing ever after: give it speech first.
            d.decode(Warmup.speech());
        } catch (RuntimeException e) {
            reserved.decrementAndGet();
            LOG.warn("Sphinx4 failed to load: {}", rootMessage(e));
            throw new RecognitionException("Sphinx4 failed to load: " + rootMessage(e), e);
        } catch (Error e) { // out of memory for its ~90 MB, say: a place kept reserved for good would leave, after
            // maxDecoders of them, every stream waiting for an idle decoder that never comes
            reserved.decrementAndGet();
            LOG.error("Sphinx4 failed to load: {}", e.toString());
            throw e;
        } finally {
            loading.decrementAndGet();
        }
        synchronized (all) {
            if (closed) {
                // closed while this one loaded: close() has already closed the others, so close it here
                closeQuietly(d);
                return null;
            }
            all.add(d);
        }
        return d;
    }

    /** Back to the idle decoders; after close() it is closed instead, so nothing keeps it (~90 MB). */
    private void release(SphinxDecoder d) {
        synchronized (all) {
            if (!closed) {
                idle.add(d);
                return;
            }
        }
        closeQuietly(d);
    }

    /** The decoders loaded now, for the test that proves close() lets them go. */
    List<Object> loadedDecoders() {
        synchronized (all) {
            return List.copyOf(all);
        }
    }

    @Override
    public String id() {
        return "sphinx4-grammar:en";
    }

    @Override
    public RecognitionStream start() {
        if (closed) {
            throw new RecognitionException("Sphinx4 recogniser is closed");
        }
        prepared.set(true); // this stream loads the first decoder itself
        AudioPipe pipe = new AudioPipe();
        CountDownLatch decoderFound = new CountDownLatch(1);
        AtomicReference<String> partial = new AtomicReference<>("");
        Future<List<String>> segments = decoding.submit(() -> decodeOnFreeDecoder(pipe, decoderFound, partial::set));
        return new SphinxStream(pipe, decoderFound, segments, partial);
    }

    private List<String> decodeOnFreeDecoder(AudioPipe pipe, CountDownLatch decoderFound, Consumer<String> partial)
            throws InterruptedException {
        SphinxDecoder d;
        try {
            d = idle.poll();
            if (d == null && loading.get() == 0) {
                d = newDecoder(); // every decoder is busy: the pool grows
            }
            if (d == null) {
                d = idle.take();
            }
        } finally {
            decoderFound.countDown(); // also when loading failed: finish() then reports why
        }
        try {
            d.useGrammar(grammarGeneration);
            return d.decode(pipe, partial);
        } catch (RuntimeException e) {
            d.invalidate();
            throw e;
        } finally {
            release(d);
        }
    }

    @Override
    public synchronized void useVocabulary(CommandVocabulary vocabulary) {
        if (closed) {
            return;
        }
        writeGrammar(vocabulary);
        try {
            decoding.submit(this::reloadIdleDecoders);
        } catch (RejectedExecutionException e) {
            LOG.debug("Sphinx4 closed while its grammar changed");
        }
    }

    /**
     * Loads the new grammar now (50–100 ms each) into every idle decoder, one at a time so that a
     * stream starting meanwhile still finds one free, rather than at the next utterance.
     */
    private void reloadIdleDecoders() {
        for (int i = idle.size(); i > 0; i--) {
            SphinxDecoder d = idle.poll();
            if (d == null) {
                return;
            }
            try {
                d.useGrammar(grammarGeneration);
            } catch (RuntimeException e) {
                d.invalidate();
                LOG.warn("Sphinx4 could not load the new command grammar: {}", rootMessage(e));
            } finally {
                release(d); // to the back of the queue: the next poll finds another one
            }
        }
    }

    private synchronized void writeGrammar(CommandVocabulary vocabulary) {
        CommandGrammar grammar = CommandGrammar.build(vocabulary, CmuDictionary::knows);
        for (String name : grammar.leftOut()) {
            if (reportedNames.add(name)) {
                LOG.info("Sphinx4 cannot pronounce a word of '{}': that name is left out of the command grammar"
                        + " (rename it or add an alias in plain English)", name);
            }
        }
        long next = grammarGeneration + 1;
        try {
            Path tmp = grammarDir.resolve("next.tmp");
            Files.writeString(tmp, grammar.jsgf().replace("grammar " + CommandGrammar.NAME + ";",
                    "grammar " + SphinxDecoder.grammarName(next) + ";"), StandardCharsets.UTF_8);
            Files.move(tmp, grammarFile(next), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            // A decoder may still be reading the previous file; older ones are no longer needed.
            Files.deleteIfExists(grammarFile(next - 2));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the Sphinx4 grammar in " + grammarDir, e);
        }
        grammarGeneration = next;
    }

    private Path grammarFile(long generation) {
        return grammarDir.resolve(SphinxDecoder.grammarName(generation) + ".gram");
    }

    private static void closeQuietly(SphinxDecoder d) {
        try {
            d.close();
        } catch (RuntimeException e) {
            LOG.debug("Sphinx4 decoder did not close cleanly", e);
        }
    }

    /**
     * Closes and forgets every decoder. Forgetting matters: whoever still holds this recogniser (a
     * stopped hub kept in a test's static field, say) must not keep ~90 MB of acoustic model per
     * decoder alive; a decoder still busy with an utterance is closed when it comes back.
     */
    @Override
    public void close() {
        List<SphinxDecoder> loaded = new ArrayList<>();
        synchronized (all) {
            closed = true;
            idle.drainTo(loaded); // a busy decoder is closed by release() when its utterance ends
            all.clear();
        }
        decoding.shutdownNow();
        loaded.forEach(Sphinx4Recognizer::closeQuietly);
        try (var files = Files.list(grammarDir)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
            Files.deleteIfExists(grammarDir);
        } catch (IOException e) {
            LOG.debug("could not remove {}", grammarDir, e);
        }
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getClass().getSimpleName() + ": " + t.getMessage();
    }
}
