package home.hearth.policies.memory.internal;

import home.hearth.policies.Sha256;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * The learned screen's models, learned when the module is built (Maven's process-test-classes phase runs the tests'
 * {@code LearnScreenAtBuild}, which writes it into the module's classes) instead of each time the hub starts: learning takes about a second on a laptop core and several on a Pi, and a
 * start after a power cut should not wait for it.
 *
 * <p>The file holds a fingerprint of what the model was learned from: the labelled set's SHA-256, the parts and
 * labels learned, and {@link ExampleModel#settings()}. A model whose fingerprint is not the one the class path
 * gives (the set was edited, the settings changed) is not used: the screen is learned at start instead, as it
 * always could be, and {@link Source#description()} says why (the hub logs it at start). {@code PrebuiltScreenTest} checks the built file is what learning gives now.
 */
final class PrebuiltScreen {
    static final String RESOURCE = "/home/hearth/policies/memory/learned-screen.bin";
    private static final String MAGIC = "hearth learned screen, format 2";
    private PrebuiltScreen() {}

    /** The screen's models and where they came from, in words for the hub's log. */
    record Source(LearnedScreen.Models models, String description) {}

    /**
     * The model on the class path when it was learned from what {@code fingerprint} names; otherwise the model
     * {@code learnNow} gives, with the reason it had to be learned.
     */
    static Source onClassPath(String fingerprint, Supplier<LearnedScreen.Models> learnNow) {
        InputStream in = PrebuiltScreen.class.getResourceAsStream(RESOURCE);
        if (in == null) {
            return learned(learnNow, "no prebuilt model on the class path");
        }
        try (in) {
            return read(fingerprint, in).map(m -> new Source(m, "built with the module"))
                    .orElseGet(() -> learned(learnNow, "the prebuilt model was learned from another labelled set or other settings"));
        } catch (IOException e) {
            return learned(learnNow, "the prebuilt model cannot be read: " + e.getMessage());
        }
    }

    private static Source learned(Supplier<LearnedScreen.Models> learnNow, String why) {
        return new Source(learnNow.get(), "learned from the labelled set at start, as " + why);
    }

    static void write(String fingerprint, LearnedScreen.Models models, OutputStream to) throws IOException {
        DeflaterOutputStream deflater = new DeflaterOutputStream(to);
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(deflater));
        out.writeUTF(MAGIC);
        out.writeUTF(fingerprint);
        models.labels().writeTo(out);
        models.categories().writeTo(out);
        out.flush();
        deflater.finish();
    }

    /** The models in {@code from} when they carry {@code fingerprint}; empty when learned from something else. */
    static Optional<LearnedScreen.Models> read(String fingerprint, InputStream from) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(new InflaterInputStream(from)));
        if (!MAGIC.equals(in.readUTF())) {
            throw new IOException("not a learned screen file");
        }
        if (!fingerprint.equals(in.readUTF())) {
            return Optional.empty();
        }
        return Optional.of(new LearnedScreen.Models(ExampleModel.readFrom(in), ExampleModel.readFrom(in)));
    }

    /** What a model is learned from, as one hex string: the set's bytes, the parts and labels, and the settings. */
    static String fingerprint(byte[] set, List<String> parts, List<String> labels) {
        return Sha256.hex(set, ("\n" + parts + "\n" + labels + "\n" + ExampleModel.settings()).getBytes(StandardCharsets.UTF_8));
    }
}
