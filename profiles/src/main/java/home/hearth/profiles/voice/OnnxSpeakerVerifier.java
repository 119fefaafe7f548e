package home.hearth.profiles.voice;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import home.hearth.profiles.ProfilesException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.FloatBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Speaker embeddings through ONNX Runtime: front end → model input {@code [1, T, dim]} → the
 * embedding output → length normalisation. For the x-vector the output named {@code embedding}
 * is used (centred and whitened inside the graph); otherwise the first output. ONNX Runtime's
 * exceptions never leave this class.
 */
public final class OnnxSpeakerVerifier implements SpeakerVerifier {
    private static final Logger LOG = LoggerFactory.getLogger(OnnxSpeakerVerifier.class);
    /** How much synthetic sound {@link #warmUp} runs through: the length of a typical utterance. */
    static final double WARM_UP_SECONDS = 3.0;
    private final SpeakerModelConfig config;
    private final OrtEnvironment env;
    private final OrtSession session;
    private final String input;
    private final String output;
    private final String modelId;

    public OnnxSpeakerVerifier(SpeakerModelConfig config) {
        this(config, SpeakerRuntime.defaults());
    }

    public OnnxSpeakerVerifier(SpeakerModelConfig config, SpeakerRuntime runtime) {
        this.config = config;
        Path file = config.model();
        if (!Files.isRegularFile(file)) {
            throw new ProfilesException("speaker model not found at " + file
                    + ": see profiles/README.md, \"Production speaker model\""
                    + " or run profiles/scripts/make-test-speaker-model.sh for the test model");
        }
        this.modelId = config.kind().name().toLowerCase(Locale.ROOT) + ":" + fingerprint(file);
        this.env = OrtEnvironment.getEnvironment();
        try (OrtSession.SessionOptions options = options(runtime)) {
            this.session = env.createSession(file.toString(), options);
            this.input = session.getInputNames().iterator().next();
            this.output = session.getOutputNames().contains("embedding") ? "embedding"
                    : session.getOutputNames().iterator().next();
            checkInput(session.getInputInfo().get(input));
        } catch (OrtException e) {
            throw new ProfilesException("cannot load the speaker model " + file + ": ONNX Runtime cannot read it ("
                    + reason(e) + ")", e);
        }
        LOG.info("Speaker model {} loaded from {} ({} thread(s){})", modelId, file, runtime.threads(),
                runtime.spinning() ? ", spinning" : "");
    }

    private static OrtSession.SessionOptions options(SpeakerRuntime runtime) throws OrtException {
        OrtSession.SessionOptions options = new OrtSession.SessionOptions();
        try {
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
            options.setExecutionMode(OrtSession.SessionOptions.ExecutionMode.SEQUENTIAL);
            options.setIntraOpNumThreads(runtime.threads());
            options.setInterOpNumThreads(1);
            options.addConfigEntry("session.intra_op.allow_spinning", runtime.spinning() ? "1" : "0");
            options.addConfigEntry("session.inter_op.allow_spinning", "0");
            return options;
        } catch (OrtException e) {
            options.close();
            throw e;
        }
    }

    /** ONNX Runtime's "Error code - X - message: Load model from F failed:why." as "X: why" (the file is named once). */
    private static String reason(OrtException e) {
        String m = Objects.requireNonNullElse(e.getMessage(), "").strip();
        int message = m.indexOf("message: ");
        m = message < 0 ? m : m.substring(message + "message: ".length());
        int failed = m.lastIndexOf("failed:");
        m = failed < 0 ? m : m.substring(failed + "failed:".length());
        int newline = m.indexOf('\n');
        m = (newline < 0 ? m : m.substring(0, newline)).strip().replaceAll("\\.+$", "");
        return e.getCode() + ": " + m;
    }

    private void checkInput(NodeInfo info) {
        if (info.getInfo() instanceof TensorInfo t) {
            long[] shape = t.getShape();
            long last = shape[shape.length - 1];
            if (shape.length != 3 || (last > 0 && last != config.frontEnd().dimension())) {
                close();
                throw new ProfilesException("speaker model " + config.model() + " expects input "
                        + Arrays.toString(shape) + ", but its front end gives [1, T, "
                        + config.frontEnd().dimension() + "]: is it a " + config.kind() + " model?");
            }
        }
    }

    @Override
    public String modelId() {
        return modelId;
    }

    @Override
    public ScoreThresholds thresholds() {
        return config.thresholds();
    }

    @Override
    public float[] embed(Pcm16 audio) {
        if (audio.samples().length == 0) {
            throw new BadAudioException(AudioProblem.EMPTY, "empty audio: nothing was recorded, try again");
        }
        float[][] feats = config.frontEnd().features(audio);
        if (feats.length == 0) {
            throw new BadAudioException(AudioProblem.TOO_SHORT, "audio too short for a voice embedding: "
                    + String.format(Locale.ROOT, "%.2f s", audio.seconds()));
        }
        return embed(feats);
    }

    /**
     * Runs the whole path once, front end and model, on {@link #WARM_UP_SECONDS} of a synthetic
     * voiced sound. The first run of a session pays for ONNX Runtime's buffer allocations and the
     * front end's cold code; a start pays it instead of the first member who speaks. It also proves
     * the model runs on an utterance's length of input, which loading does not (a model with a
     * fixed input length loads and then fails on every real utterance).
     *
     * @throws ProfilesException the model cannot run
     */
    public void warmUp() {
        embed(voicedSound(WARM_UP_SECONDS, 16_000));
    }

    /** A 120 Hz buzz with 20 harmonics, its loudness swinging 3 times a second: enough like speech to pass energy VADs. */
    private static Pcm16 voicedSound(double seconds, int rate) {
        short[] samples = new short[(int) (seconds * rate)];
        for (int i = 0; i < samples.length; i++) {
            double t = (double) i / rate;
            double buzz = 0;
            for (int h = 1; h <= 20; h++) {
                buzz += Math.sin(2 * Math.PI * 120 * h * t) / h;
            }
            samples[i] = (short) (3000 * (0.5 + 0.5 * Math.sin(2 * Math.PI * 3 * t)) * buzz);
        }
        return new Pcm16(samples, rate);
    }

    /**
     * The length-normalised embedding of feature frames this verifier's front end made
     * ({@code [frames][dimension]}, at least one frame): {@link #embed(Pcm16)} without the front end.
     */
    public float[] embed(float[][] features) {
        return Embeddings.normalise(run(features));
    }

    /** Runs the model on feature frames; returns the raw (not normalised) embedding. */
    float[] run(float[][] feats) {
        int dim = feats[0].length;
        FloatBuffer buf = FloatBuffer.allocate(feats.length * dim);
        for (float[] f : feats) {
            buf.put(f);
        }
        buf.flip();
        try (OnnxTensor t = OnnxTensor.createTensor(env, buf, new long[] {1, feats.length, dim});
                OrtSession.Result r = session.run(Map.of(input, t), Set.of(output))) {
            float[] e = ((float[][]) r.get(0).getValue())[0];
            if (e.length != config.kind().embeddingDim()) {
                throw new ProfilesException("speaker model gave a " + e.length + "-dim embedding, a "
                        + config.kind() + " model gives " + config.kind().embeddingDim());
            }
            return e;
        } catch (OrtException e) {
            throw new ProfilesException("speaker model failed on " + feats.length + " frames: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            LOG.warn("Closing the speaker model failed: {}", e.getMessage());
        }
    }

    private static String fingerprint(Path file) {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(((DigestInputStream) in).getMessageDigest().digest()).substring(0, 12);
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new ProfilesException("cannot read the speaker model " + file + ": " + e.getMessage(), e);
        }
    }
}
