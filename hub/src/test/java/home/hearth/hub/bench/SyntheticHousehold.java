package home.hearth.hub.bench;

import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A deterministic household of many memories: six members, rooms, devices and tasks, realistic
 * texts from templates, and synthetic unit vectors clustered by topic (384 dimensions), so a
 * latency run needs no model. Memory {@code i} is the same in every call with the same seed.
 */
final class SyntheticHousehold {
    static final int DIMENSION = 384;
    private static final int TOPICS = 256;
    private static final double NOISE = 0.05;
    private static final String[] MEMBERS = {"ana", "bruno", "carla", "david", "eva", "filipe"};
    private static final String[] ROOMS = {"kitchen", "living-room", "bedroom-1", "bedroom-2", "bathroom", "office",
        "garage", "garden"};
    private static final String[] DEVICES = {"thermostat", "boiler", "washer", "dryer", "dishwasher", "sprinkler",
        "tv", "speaker", "lamp", "blind", "lock", "camera", "fridge", "oven", "router"};
    private final long seed;
    private final float[][] centroids;

    SyntheticHousehold(long seed) {
        this.seed = seed;
        Random r = new Random(seed);
        centroids = new float[TOPICS][];
        for (int t = 0; t < TOPICS; t++) {
            centroids[t] = unit(gaussian(r, 1.0));
        }
    }

    Stream<IndexedMemory> memories(int count) {
        return IntStream.range(0, count).mapToObj(this::memory);
    }

    IndexedMemory memory(int i) {
        Random r = new Random(seed * 1_000_003L + i);
        int topic = r.nextInt(TOPICS);
        String text = Templates.fill(topic, r, MEMBERS, ROOMS, DEVICES);
        return new IndexedMemory("m" + i, text, noisy(topic, r), access(r), Validity.ALWAYS);
    }

    /** A query: its text, vector and the reader's access (verified members mostly, some uncertain, guests, technicians). */
    record Query(String text, float[] vector, ReadAccess access) {}

    Query query(int j) {
        Random r = new Random(~seed * 7_919L + j);
        int topic = r.nextInt(TOPICS);
        String text = Templates.question(topic, r, MEMBERS, ROOMS, DEVICES);
        return new Query(text, noisy(topic, r), reader(r));
    }

    private MemoryFacts access(Random r) {
        int p = r.nextInt(100);
        MemberId owner = MemberId.of(MEMBERS[r.nextInt(MEMBERS.length)]);
        boolean sensitive = r.nextInt(100) < 5;
        if (p < 50) {
            return MemoryFacts.of(Scope.user(owner), owner, sensitive, ConsentState.NOT_NEEDED);
        }
        boolean shared = r.nextInt(100) < 85;
        Scope scope = p < 70 ? Scope.HOUSEHOLD
                : p < 85 ? Scope.room(ROOMS[r.nextInt(ROOMS.length)])
                : p < 95 ? new Scope(ScopeType.DEVICE, DEVICES[r.nextInt(DEVICES.length)] + "-" + r.nextInt(2))
                : new Scope(ScopeType.TASK, "task-" + r.nextInt(40));
        return MemoryFacts.of(scope, owner, sensitive, shared ? ConsentState.GRANTED : ConsentState.PENDING);
    }

    private static ReadAccess reader(Random r) {
        int p = r.nextInt(100);
        Set<ScopeType> all = Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM, ScopeType.DEVICE, ScopeType.TASK);
        if (p < 70) {
            return new ReadAccess(Optional.of(MemberId.of(MEMBERS[r.nextInt(MEMBERS.length)])), all);
        }
        if (p < 85) {
            return new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM));
        }
        return p < 95 ? new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD))
                : new ReadAccess(Optional.empty(), Set.of(ScopeType.DEVICE, ScopeType.TASK));
    }

    /** The topic's centroid plus uniform noise of standard deviation {@code NOISE} per dimension. */
    private float[] noisy(int topic, Random r) {
        float[] v = new float[DIMENSION];
        double width = NOISE * Math.sqrt(12);
        for (int d = 0; d < DIMENSION; d++) {
            v[d] = centroids[topic][d] + (float) ((r.nextFloat() - 0.5) * width);
        }
        return unit(v);
    }

    private static float[] gaussian(Random r, double sigma) {
        float[] v = new float[DIMENSION];
        for (int d = 0; d < DIMENSION; d++) {
            v[d] = (float) (r.nextGaussian() * sigma);
        }
        return v;
    }

    private static float[] unit(float[] v) {
        double n = 0;
        for (float x : v) {
            n += x * x;
        }
        double norm = Math.sqrt(n);
        for (int d = 0; d < v.length; d++) {
            v[d] = (float) (v[d] / norm);
        }
        return v;
    }
}
