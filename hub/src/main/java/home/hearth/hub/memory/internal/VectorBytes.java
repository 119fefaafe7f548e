package home.hearth.hub.memory.internal;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Sentence vectors as little-endian float32 bytes, the form the database keeps them in. */
public final class VectorBytes {
    private VectorBytes() {}

    public static byte[] toBytes(float[] vector) {
        ByteBuffer b = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(vector);
        return b.array();
    }

    public static float[] fromBytes(byte[] bytes) {
        if (bytes.length % Float.BYTES != 0) {
            throw new IllegalArgumentException("a stored vector must be a whole number of float32, got "
                    + bytes.length + " bytes");
        }
        float[] out = new float[bytes.length / Float.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(out);
        return out;
    }
}
