package home.hearth.hub.voice.recognition;

import home.hearth.hub.voice.recognition.internal.AudioPipe;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/** One utterance on a Sphinx4 decoder: audio goes down the pipe while the decoder works on it. */
final class SphinxStream implements RecognitionStream {
    /** Decoding the rest of an utterance takes well under a second; this only catches a stuck decoder. */
    private static final long FINISH_TIMEOUT_SECONDS = 30;
    /** A decoder still loading (1.5 s, much more on a busy machine) is not stuck. */
    private static final long DECODER_WAIT_SECONDS = 300;
    private final AudioPipe pipe;
    private final CountDownLatch decoderFound;
    private final Future<List<String>> segments;
    /** The decoder's words so far, set on its thread. */
    private final AtomicReference<String> partial;
    private String partialTold = "";
    private boolean closed;

    SphinxStream(AudioPipe pipe, CountDownLatch decoderFound, Future<List<String>> segments,
            AtomicReference<String> partial) {
        this.pipe = pipe;
        this.decoderFound = decoderFound;
        this.segments = segments;
        this.partial = partial;
    }

    @Override
    public Optional<String> accept(short[] samples, int length) {
        if (closed) {
            throw new IllegalStateException("the utterance is already finished or closed");
        }
        if (length < 0 || length > samples.length) {
            throw new IllegalArgumentException("length must be 0.." + samples.length + ", got: " + length);
        }
        pipe.write(samples, length);
        // The decoder runs behind the audio: this is what it had heard up to a moment ago.
        String now = partial.get();
        if (now.isEmpty() || now.equals(partialTold)) {
            return Optional.empty();
        }
        partialTold = now;
        return Optional.of(now);
    }

    @Override
    public Transcript finish() {
        if (closed) {
            throw new IllegalStateException("the utterance is already finished or closed");
        }
        closed = true;
        pipe.end();
        try {
            if (!decoderFound.await(DECODER_WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new RecognitionException("no Sphinx4 decoder became free within " + DECODER_WAIT_SECONDS + " s");
            }
            return transcript(segments.get(FINISH_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RecognitionException("interrupted while Sphinx4 finished the utterance", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new RecognitionException("Sphinx4 failed on this utterance: " + Sphinx4Recognizer.rootMessage(e), e);
        }
    }

    static Transcript transcript(List<String> segments) {
        String text = String.join(" ", segments).trim();
        if (text.isEmpty() || text.contains("<unk>")) {
            return Transcript.rejection();
        }
        return new Transcript(text, false, 1.0);
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            pipe.cancel();
        }
    }
}
