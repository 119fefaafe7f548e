package home.hearth.hub.bench;

import home.hearth.hub.memory.search.Embedder;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An embedder that remembers every vector it made in a file under {@code target/} (never in the
 * repository), so that reruns of the LoCoMo bench on 2 shared cores embed each text once. The
 * file is keyed by the model's name; a missing or broken file only costs the time to embed again.
 */
final class CachedEmbedder implements Embedder {
    private final Embedder model;
    private final Path file;
    private final Map<String, float[]> vectors = new HashMap<>();
    private int added;

    CachedEmbedder(Embedder model, Path folder) {
        this.model = model;
        this.file = folder.resolve(model.name() + ".vectors");
        if (Files.isRegularFile(file)) {
            try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
                int n = in.readInt();
                for (int i = 0; i < n; i++) {
                    String text = in.readUTF();
                    float[] v = new float[in.readInt()];
                    for (int j = 0; j < v.length; j++) {
                        v[j] = in.readFloat();
                    }
                    vectors.put(text, v);
                }
            } catch (IOException e) {
                vectors.clear();
            }
        }
    }

    @Override
    public float[] embed(String text) {
        return embedAll(List.of(text)).get(0);
    }

    @Override
    public synchronized List<float[]> embedAll(List<String> texts) {
        List<String> missing = texts.stream().filter(t -> !vectors.containsKey(t)).distinct().toList();
        for (int from = 0; from < missing.size(); from += 64) {
            List<String> batch = missing.subList(from, Math.min(missing.size(), from + 64));
            List<float[]> made = model.embedAll(batch);
            for (int i = 0; i < batch.size(); i++) {
                vectors.put(batch.get(i), made.get(i));
            }
        }
        added += missing.size();
        if (!missing.isEmpty()) {
            save();
        }
        List<float[]> out = new ArrayList<>(texts.size());
        texts.forEach(t -> out.add(vectors.get(t)));
        return out;
    }

    private void save() {
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(Files.newOutputStream(tmp)))) {
                out.writeInt(vectors.size());
                for (Map.Entry<String, float[]> e : vectors.entrySet()) {
                    out.writeUTF(e.getKey());
                    out.writeInt(e.getValue().length);
                    for (float x : e.getValue()) {
                        out.writeFloat(x);
                    }
                }
            }
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the embedding cache " + file, e);
        }
    }

    /** How many texts this run had to embed (the rest came from the cache). */
    int embedded() {
        return added;
    }

    @Override
    public int dimension() {
        return model.dimension();
    }

    @Override
    public String name() {
        return model.name();
    }
}
