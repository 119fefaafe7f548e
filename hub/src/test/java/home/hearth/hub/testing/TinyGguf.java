package home.hearth.hub.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes a tiny GGUF language model with random weights in the real llama architecture's shapes (2
 * blocks, 64-wide, 4 heads, grouped-query attention) and a real SentencePiece-style vocabulary:
 * byte-fallback tokens for every byte, the ChatML control tokens and a ChatML chat template, so
 * llama.cpp loads it, applies the template, tokenizes anything and samples under a grammar. It
 * writes nonsense, of course: answer quality is not testable with it. About 0.3 MB, made in
 * milliseconds, so no model file is ever committed or downloaded.
 *
 * <p>Format (GGUF v3): magic, version, tensor and metadata counts, metadata key/values, tensor
 * descriptors (name, dimensions innermost first, type, offset), padding to 32 bytes, tensor data.
 */
public final class TinyGguf {
    public static final String IM_START = "<|im_start|>";
    public static final String IM_END = "<|im_end|>";
    static final String CHATML = "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content']"
            + " + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

    private static final int EMBD = 64;
    private static final int HEADS = 4;
    private static final int KV_HEADS = 2;
    private static final int FF = 128;
    private static final int BLOCKS = 2;
    private static final int ALIGN = 32;
    private static final int TYPE_U32 = 4;
    private static final int TYPE_I32 = 5;
    private static final int TYPE_F32 = 6;
    private static final int TYPE_BOOL = 7;
    private static final int TYPE_STRING = 8;
    private static final int TYPE_ARRAY = 9;

    private TinyGguf() {}

    /** Writes the model to {@code file} (seeded: the same seed writes the same bytes). */
    public static Path write(Path file, long seed) {
        List<String> tokens = vocabulary();
        Map<String, Object> meta = metadata(tokens);
        Map<String, int[]> shapes = shapes(tokens.size());
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            Writer w = new Writer();
            w.bytes("GGUF".getBytes(StandardCharsets.US_ASCII)).u32(3).u64(shapes.size()).u64(meta.size());
            meta.forEach(w::keyValue);
            long offset = 0;
            for (Map.Entry<String, int[]> t : shapes.entrySet()) {
                w.string(t.getKey()).u32(t.getValue().length);
                for (int d : t.getValue()) {
                    w.u64(d);
                }
                w.u32(0).u64(offset); // type F32
                offset = align(offset + 4L * count(t.getValue()));
            }
            w.pad();
            Random random = new Random(seed);
            for (Map.Entry<String, int[]> t : shapes.entrySet()) {
                boolean norm = t.getKey().endsWith("norm.weight");
                for (long i = 0, n = count(t.getValue()); i < n; i++) {
                    w.f32(norm ? 1f : (float) (random.nextGaussian() * 0.05));
                }
                w.pad();
            }
            w.flushTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** {@code <unk> <s> </s>}, the ChatML controls, one token per byte, then a few whole words. */
    private static List<String> vocabulary() {
        List<String> tokens = new ArrayList<>(List.of("<unk>", "<s>", "</s>", IM_START, IM_END));
        for (int b = 0; b < 256; b++) {
            tokens.add(String.format("<0x%02X>", b));
        }
        for (String piece : List.of("▁", "▁the", "▁light", "\"", "{", "}", ":", ",", "name", "arguments", "device", "on", "off")) {
            tokens.add(piece);
        }
        return tokens;
    }

    private static Map<String, Object> metadata(List<String> tokens) {
        int[] types = new int[tokens.size()];
        float[] scores = new float[tokens.size()];
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            types[i] = i == 0 ? 2 : i < 5 ? 3 : t.startsWith("<0x") ? 6 : 1; // unknown, control, byte, normal
            scores[i] = types[i] == 1 ? -t.length() : 0f;
        }
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("general.architecture", "llama");
        meta.put("general.name", "hearth-tiny-random");
        meta.put("general.alignment", new U32(ALIGN));
        meta.put("llama.context_length", new U32(16384));
        meta.put("llama.embedding_length", new U32(EMBD));
        meta.put("llama.block_count", new U32(BLOCKS));
        meta.put("llama.feed_forward_length", new U32(FF));
        meta.put("llama.attention.head_count", new U32(HEADS));
        meta.put("llama.attention.head_count_kv", new U32(KV_HEADS));
        meta.put("llama.rope.dimension_count", new U32(EMBD / HEADS));
        meta.put("llama.attention.layer_norm_rms_epsilon", 1e-5f);
        meta.put("llama.vocab_size", new U32(tokens.size()));
        meta.put("tokenizer.ggml.model", "llama");
        meta.put("tokenizer.ggml.tokens", tokens);
        meta.put("tokenizer.ggml.scores", scores);
        meta.put("tokenizer.ggml.token_type", types);
        meta.put("tokenizer.ggml.unknown_token_id", new U32(0));
        meta.put("tokenizer.ggml.bos_token_id", new U32(1));
        meta.put("tokenizer.ggml.eos_token_id", new U32(4));
        meta.put("tokenizer.ggml.add_bos_token", Boolean.FALSE);
        meta.put("tokenizer.chat_template", CHATML);
        return meta;
    }

    /** Tensor shapes, innermost dimension first, as llama.cpp expects for the llama architecture. */
    private static Map<String, int[]> shapes(int vocab) {
        int kv = EMBD / HEADS * KV_HEADS;
        Map<String, int[]> s = new LinkedHashMap<>();
        s.put("token_embd.weight", new int[] {EMBD, vocab});
        for (int b = 0; b < BLOCKS; b++) {
            String p = "blk." + b + ".";
            s.put(p + "attn_norm.weight", new int[] {EMBD});
            s.put(p + "attn_q.weight", new int[] {EMBD, EMBD});
            s.put(p + "attn_k.weight", new int[] {EMBD, kv});
            s.put(p + "attn_v.weight", new int[] {EMBD, kv});
            s.put(p + "attn_output.weight", new int[] {EMBD, EMBD});
            s.put(p + "ffn_norm.weight", new int[] {EMBD});
            s.put(p + "ffn_gate.weight", new int[] {EMBD, FF});
            s.put(p + "ffn_up.weight", new int[] {EMBD, FF});
            s.put(p + "ffn_down.weight", new int[] {FF, EMBD});
        }
        s.put("output_norm.weight", new int[] {EMBD});
        s.put("output.weight", new int[] {EMBD, vocab});
        return s;
    }

    private static long count(int[] dims) {
        long n = 1;
        for (int d : dims) {
            n *= d;
        }
        return n;
    }

    private static long align(long n) {
        return (n + ALIGN - 1) / ALIGN * ALIGN;
    }

    private record U32(int value) {}

    /** Little-endian GGUF writer into memory (the model is small). */
    private static final class Writer {
        private ByteBuffer buf = ByteBuffer.allocate(1 << 20).order(ByteOrder.LITTLE_ENDIAN);

        private Writer room(int n) {
            if (buf.remaining() < n) {
                ByteBuffer bigger = ByteBuffer.allocate(Math.max(buf.capacity() * 2, buf.position() + n)).order(ByteOrder.LITTLE_ENDIAN);
                buf.flip();
                bigger.put(buf);
                buf = bigger;
            }
            return this;
        }

        Writer bytes(byte[] b) {
            room(b.length).buf.put(b);
            return this;
        }

        Writer u32(int v) {
            room(4).buf.putInt(v);
            return this;
        }

        Writer u64(long v) {
            room(8).buf.putLong(v);
            return this;
        }

        Writer f32(float v) {
            room(4).buf.putFloat(v);
            return this;
        }

        Writer string(String s) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            return u64(b.length).bytes(b);
        }

        void pad() {
            while (buf.position() % ALIGN != 0) {
                room(1).buf.put((byte) 0);
            }
        }

        void keyValue(String key, Object value) {
            string(key);
            switch (value) {
                case String s -> u32(TYPE_STRING).string(s);
                case U32 u -> u32(TYPE_U32).u32(u.value());
                case Float f -> u32(TYPE_F32).f32(f);
                case Boolean b -> u32(TYPE_BOOL).bytes(new byte[] {(byte) (b ? 1 : 0)});
                case List<?> list -> {
                    u32(TYPE_ARRAY).u32(TYPE_STRING).u64(list.size());
                    list.forEach(item -> string((String) item));
                }
                case float[] floats -> {
                    u32(TYPE_ARRAY).u32(TYPE_F32).u64(floats.length);
                    for (float f : floats) {
                        f32(f);
                    }
                }
                case int[] ints -> {
                    u32(TYPE_ARRAY).u32(TYPE_I32).u64(ints.length);
                    for (int i : ints) {
                        u32(i);
                    }
                }
                default -> throw new IllegalArgumentException("no GGUF type for " + value.getClass());
            }
        }

        void flushTo(FileChannel out) throws IOException {
            buf.flip();
            while (buf.hasRemaining()) {
                out.write(buf);
            }
        }
    }
}
