package home.hearth.hub.voice.recognition.internal;

import edu.cmu.sphinx.api.Configuration;
import edu.cmu.sphinx.api.Context;
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
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One Sphinx4 decoder in grammar mode, kept allocated between utterances: each utterance only
 * swaps the input stream, because re-allocating reloads the dictionary and grammar (50–100 ms).
 * Used by one thread at a time.
 */
public final class SphinxDecoder {
    private static final String MODELS = "resource:/edu/cmu/sphinx/models/en-us/";

    private final Recognizer recognizer;
    private final StreamDataSource source;
    private final JSGFGrammar grammar;
    private boolean allocated;
    private long loadedGeneration = -1;

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
        recognizer = context.getInstance(Recognizer.class);
        source = context.getInstance(StreamDataSource.class);
        grammar = (JSGFGrammar) component(context, "jsgfGrammar");
        detachMonitors(context, recognizer);
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
        source.setInputStream(audio);
        List<String> segments = new ArrayList<>();
        for (Result r = recognizer.recognize(); r != null; r = recognizer.recognize()) {
            String text = r.getBestResultNoFiller().trim();
            if (!text.isEmpty()) {
                segments.add(text);
            }
        }
        return segments;
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
