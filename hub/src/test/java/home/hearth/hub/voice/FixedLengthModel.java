package home.hearth.hub.voice;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A valid ONNX file whose input has a fixed number of frames ({@code [1, frames, dim]} → Identity →
 * {@code embedding}): it loads, passes the input check, and fails on any utterance of another
 * length. Written as protobuf by hand (field numbers from onnx.proto) so the test needs no Python.
 */
final class FixedLengthModel {
    private FixedLengthModel() {}

    static byte[] onnx(int frames, int dim) {
        byte[] tensorType = concat(varintField(1, 1), bytesField(2, shape(1, frames, dim))); // elem_type FLOAT, shape
        byte[] type = bytesField(1, tensorType);                                              // TypeProto.tensor_type
        byte[] input = concat(stringField(1, "feats"), bytesField(2, type));                  // ValueInfoProto
        byte[] output = concat(stringField(1, "embedding"), bytesField(2, type));
        byte[] node = concat(stringField(1, "feats"), stringField(2, "embedding"), stringField(4, "Identity"));
        byte[] graph = concat(bytesField(1, node), stringField(2, "fixed"), bytesField(11, input), bytesField(12, output));
        byte[] opset = concat(stringField(1, ""), varintField(2, 13));
        return concat(varintField(1, 8), bytesField(7, graph), bytesField(8, opset));          // ir_version, graph, opset_import
    }

    private static byte[] shape(long... dims) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (long d : dims) {
            out.writeBytes(bytesField(1, varintField(1, d)));                                 // dim { dim_value }
        }
        return out.toByteArray();
    }

    private static byte[] varintField(int field, long value) {
        return concat(varint(field << 3), varint(value));
    }

    private static byte[] stringField(int field, String value) {
        return bytesField(field, value.getBytes(StandardCharsets.UTF_8));
    }

    private static byte[] bytesField(int field, byte[] value) {
        return concat(varint((field << 3) | 2), varint(value.length), value);
    }

    private static byte[] varint(long value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while ((value & ~0x7FL) != 0) {
            out.write((int) ((value & 0x7F) | 0x80));
            value >>>= 7;
        }
        out.write((int) value);
        return out.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
