package home.hearth.profiles.voice;

/** The speaker models Hearth knows, with their embedding size and front end. */
public enum ModelKind {
    /** Production: CAM++ from 3D-Speaker, input [1, T, 80] fbank at 16 kHz, 192-dim output. */
    CAMPP(192),
    /** Tests: Kaldi x-vector vosk-model-spk-0.4 converted to ONNX, input [1, T, 23] MFCC at 8 kHz, 128-dim. */
    XVECTOR(128);

    private final int embeddingDim;

    ModelKind(int embeddingDim) {
        this.embeddingDim = embeddingDim;
    }

    public int embeddingDim() {
        return embeddingDim;
    }
}
