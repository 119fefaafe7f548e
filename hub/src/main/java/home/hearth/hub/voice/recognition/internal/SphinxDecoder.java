package home.hearth.hub.voice.recognition.internal;

import edu.cmu.sphinx.api.Configuration;
import edu.cmu.sphinx.api.Context;
import edu.cmu.sphinx.decoder.ResultListener;
import edu.cmu.sphinx.frontend.FrontEnd;
import edu.cmu.sphinx.frontend.util.StreamDataSource;
import edu.cmu.sphinx.instrumentation.MemoryTracker;
import edu.cmu.sphinx.instrumentation.SpeedTracker;
import edu.cmu.sphinx.jsgf.JSGFGrammar;
import edu.cmu.sphinx.jsgf.JSGFGrammarException;
import edu.cmu.sphinx.jsgf.JSGFGrammarParseException;
import edu.cmu.sphinx.recognizer.Recognizer;
import edu.cmu.sphinx.result.Result;
import edu.cmu.sphinx.util.props.ConfigurationManager;
import edu.cmu.sphinx.util.props.PropertySheet;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One Sphinx4 decoder in grammar mode, kept allocated between utterances: each utterance only
 * swaps the input stream, because re-allocating reloads the dictionary and grammar (50–100 ms).
 * Used by one thread at a time.
 */
public final class SphinxDecoder {
    private static final String MODELS = "resource:/edu/cmu/sphinx/models/en-us/";
    /** 10 ms frames: a partial hypothesis at most every 250 ms. */
    private static final int PARTIAL_EVERY_FRAMES = 25;

    private final Recognizer recognizer;
    private final StreamDataSource source;
    private final JSGFGrammar grammar;
    private boolean allocated;
    private long loadedGeneration = -1;
    /** Where the non-final results of the utterance being decoded go (set on the decoding thread). */
    private volatile Consumer<String> partials = text -> { };
    /** The finished speech segments of the utterance being decoded. */
    private final List<String> segments = new ArrayList<>();

    public SphinxDecoder(Path grammarDir, long generation, double outOfGrammarProbability) {
        Configuration c = new Configuration();
        c.setAcousticModelPath(MODELS + "en-us");
        c.setDictionaryPath(MODELS + "cmudict-en-us.dict");
        c.setGrammarPath(grammarDir.toUri().toString());
        c.setGrammarName(grammarName(generation));
        c.setUseGrammar(true);
        c.setSampleRate(16_000);
        SphinxLogging.install();
        Context context;
        try {
            context = new Context(c);
        } catch (IOException e) {
            throw new IllegalStateException("Sphinx4 cannot read its models: " + e.getMessage(), e);
        }
        context.setLocalProperty("flatLinguist->outOfGrammarProbability", Double.toString(outOfGrammarProbability));
        // The stock end-pointer clips soft onsets ("lock") and splits at short pauses; measured on
        // espeak commands these settings took exact matches from 12 to 16 of 20.
        context.setLocalProperty("speechMarker->speechLeader", "300");
        context.setLocalProperty("speechMarker->startSpeech", "100");
        context.setLocalProperty("speechMarker->endSilence", "800");
        // Partial hypotheses while the speaker talks: the decoder hands out its best path every
        // 250 ms of audio (the stock block is 100,000 frames, i.e. only at the end of a segment).
        context.setLocalProperty("decoder->fireNonFinalResults", "true");
        context.setLocalProperty("decoder->featureBlockSize", Integer.toString(PARTIAL_EVERY_FRAMES));
        recognizer = context.getInstance(Recognizer.class);
        source = context.getInstance(StreamDataSource.class);
        grammar = (JSGFGrammar) component(context, "jsgfGrammar");
        detachMonitors(context, recognizer);
        recognizer.addResultListener(new Partials());
    }

    private final class Partials implements ResultListener {
        @Override
        public void newResult(Result r) {
            if (r.isFinal()) {
                return;
            }
            String text = r.getBestResultNoFiller().trim();
            if (!text.isEmpty() && !text.contains("<unk>")) {
                List<String> sofar = new ArrayList<>(segments);
                sofar.add(text);
                partials.accept(String.join(" ", sofar));
            }
        }

        @Override
        public void newProperties(PropertySheet ps) {}
    }

    /**
     * Makes {@code home<generation>.gram} the grammar, unless it is the one already loaded.
     * Sphinx4 caches a loaded grammar by name, so every generation has its own file.
     */
    public void useGrammar(long generation) {
        if (allocated && generation == loadedGeneration) {
            return;
        }
        if (allocated) {
            try {
                grammar.loadJSGF(grammarName(generation));
            } catch (IOException | JSGFGrammarParseException | JSGFGrammarException e) {
                throw new IllegalStateException("Sphinx4 cannot read the command grammar: " + e.getMessage(), e);
            }
            recognizer.deallocate();
            allocated = false;
        }
        recognizer.allocate();
        allocated = true;
        loadedGeneration = generation;
    }

    public static String grammarName(long generation) {
        return CommandGrammar.NAME + generation;
    }

    /** Forces a reload before the next utterance (after a failure left the decoder in doubt). */
    public void invalidate() {
        loadedGeneration = -1;
    }

    /** Decodes until the end of {@code audio}: the best hypothesis of each speech segment Sphinx4 found. */
    public List<String> decode(InputStream audio) {
        return decode(audio, text -> { });
    }

    /**
     * As {@link #decode(InputStream)}, telling {@code partial} the words so far while it decodes
     * (on this thread; out-of-grammar guesses are not told).
     */
    public List<String> decode(InputStream audio, Consumer<String> partial) {
        source.setInputStream(audio);
        segments.clear();
        partials = partial;
        try {
            for (Result r = recognizer.recognize(); r != null; r = recognizer.recognize()) {
                String text = r.getBestResultNoFiller().trim();
                if (!text.isEmpty()) {
                    segments.add(text);
                }
            }
            return List.copyOf(segments);
        } finally {
            partials = text -> { };
            segments.clear();
        }
    }

    public void close() {
        if (allocated) {
            recognizer.deallocate();
            allocated = false;
        }
    }

    /** A component by name: {@code Context.getInstance} cannot tell the JSGF grammar from its GrXML subclass. */
    private static Object component(Context context, String name) {
        try {
            Field f = Context.class.getDeclaredField("configurationManager");
            f.setAccessible(true);
            return ((ConfigurationManager) f.get(context)).lookup(name);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("this Sphinx4 version hides its configuration: " + e, e);
        }
    }

    /** The speed and memory monitors of the stock configuration only log (and walk the heap): detach them. */
    private static void detachMonitors(Context context, Recognizer recognizer) {
        SpeedTracker speed = context.getInstance(SpeedTracker.class);
        MemoryTracker memory = context.getInstance(MemoryTracker.class);
        recognizer.removeResultListener(speed);
        recognizer.removeStateListener(speed);
        recognizer.removeResultListener(memory);
        recognizer.removeStateListener(memory);
        context.getInstance(FrontEnd.class).removeSignalListener(speed);
    }
}
