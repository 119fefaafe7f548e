package home.hearth.profiles.voice;

/**
 * How ONNX Runtime runs the speaker model. One verification is one sequential pass over a small
 * graph, so operators run one after another (sequential execution, one inter-op thread) and the
 * parallelism is inside each operator ({@code threads}). Graph optimisation is at its highest
 * level, which also fuses a quantised model's DynamicQuantizeLinear + MatMulInteger into one int8
 * kernel (see {@code profiles/scripts/quantise_speaker_model.py}).
 *
 * @param threads intra-op threads, 1–64; the default ({@link #defaults()}) is 2 but at most the
 *     cores: on a 4-core Raspberry Pi the speech recogniser works out the transcript at the same
 *     time as the speaker is verified, and a third or fourth thread buys little on a short utterance
 * @param spinning whether idle pool threads spin-wait for the next operator: a little less latency,
 *     but they burn CPU time the recogniser running in parallel wants, so off by default
 */
public record SpeakerRuntime(int threads, boolean spinning) {
    public SpeakerRuntime {
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("speaker model threads must be 1–64, got: " + threads);
        }
    }

    /** Two threads (at most the cores), no spinning. */
    public static SpeakerRuntime defaults() {
        return threads(0);
    }

    /** {@code threads} intra-op threads, or for 0 the default (2, at most the cores); no spinning. */
    public static SpeakerRuntime threads(int threads) {
        int n = threads == 0 ? Math.min(2, Runtime.getRuntime().availableProcessors()) : threads;
        return new SpeakerRuntime(n, false);
    }
}
