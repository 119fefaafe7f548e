package home.hearth.profiles.voice;

import home.hearth.policies.MemberId;
import home.hearth.profiles.ProfilesException;
import home.hearth.storage.Jdbc;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Enrolled voiceprints, one per member, as float32 BLOBs in {@code profiles_voiceprints} of the
 * encrypted database, each vector sealed with the member's own key ({@link VoiceprintSeal}) and
 * opened as it is read, for every identification. A print that no longer opens (its member was
 * erased, then an older backup restored) is not there: nobody is verified with it. Saving
 * replaces the member's previous print.
 */
public final class Voiceprints {
    private static final String COLUMNS = "member_id, model, vector, utterances, updated_at, noisy_vector";
    private final Jdbc db;
    private final VoiceprintSeal seal;

    /** Prints kept unsealed (tests of enrolment and verification). */
    public Voiceprints(DataSource dataSource) {
        this(dataSource, VoiceprintSeal.NONE);
    }

    public Voiceprints(DataSource dataSource, VoiceprintSeal seal) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
        this.seal = seal;
    }

    public void save(Voiceprint p) {
        float[] noisy = p.noisyVector();
        db.call("store the voiceprint of " + p.member(), c -> Jdbc.update(c,
                "INSERT INTO profiles_voiceprints(member_id, model, dim, vector, utterances, updated_at, noisy_vector) "
                        + "VALUES (?,?,?,?,?,?,?) ON CONFLICT(member_id) DO UPDATE SET model=excluded.model, "
                        + "dim=excluded.dim, vector=excluded.vector, utterances=excluded.utterances, "
                        + "updated_at=excluded.updated_at, noisy_vector=excluded.noisy_vector",
                p.member().value(), p.model(), p.vector().length, seal.seal(p.member(), blob(p.vector())),
                p.utterances(), p.updatedAt().toString(), noisy.length == 0 ? null : seal.seal(p.member(), blob(noisy))));
    }

    /**
     * Run once at start: seals prints an older version kept unsealed, and deletes prints that no
     * longer open or whose member may hold none (erased, removed); how many changed.
     */
    public int sealAtRest() {
        int changed = 0;
        for (Stored row : db.call("read voiceprints", Voiceprints::stored)) {
            MemberId member = row.member();
            byte[] stored = row.vector();
            if (seal.isSealed(stored) ? seal.open(member, stored).isEmpty() : !seal.mayHold(member)) {
                changed += delete(member) ? 1 : 0;
            } else if (!seal.isSealed(stored)) {
                Optional<Voiceprint> plain = find(member);
                plain.ifPresent(this::save);
                changed += plain.isPresent() ? 1 : 0;
            }
        }
        return changed;
    }

    /** A print's vector as stored (sealed or not). */
    private record Stored(MemberId member, byte[] vector) {}

    private static List<Stored> stored(java.sql.Connection c) throws SQLException {
        List<Stored> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT member_id, vector FROM profiles_voiceprints");
                ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(new Stored(MemberId.of(r.getString(1)), r.getBytes(2)));
            }
        }
        return out;
    }

    private static byte[] blob(float[] v) {
        ByteBuffer blob = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        blob.asFloatBuffer().put(v);
        return blob.array();
    }

    private static float[] floats(byte[] blob) {
        float[] v = new float[blob == null ? 0 : blob.length / 4];
        if (blob != null) {
            ByteBuffer.wrap(blob).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(v);
        }
        return v;
    }

    public Optional<Voiceprint> find(MemberId member) {
        return db.call("read the voiceprint of " + member, c -> read(c.prepareStatement(
                "SELECT " + COLUMNS + " FROM profiles_voiceprints WHERE member_id=?"), member.value()))
                .stream().findFirst();
    }

    /** Every print made with {@code model}, ordered by member. */
    public List<Voiceprint> forModel(String model) {
        return db.call("read voiceprints", c -> read(c.prepareStatement(
                "SELECT " + COLUMNS + " FROM profiles_voiceprints WHERE model=? ORDER BY member_id"), model));
    }

    /** Deletes a member's print; true when there was one. */
    public boolean delete(MemberId member) {
        return db.call("delete the voiceprint of " + member,
                c -> Jdbc.update(c, "DELETE FROM profiles_voiceprints WHERE member_id=?", member.value())) > 0;
    }

    private List<Voiceprint> read(PreparedStatement ps, String arg) throws SQLException {
        List<Voiceprint> out = new ArrayList<>();
        try (ps) {
            ps.setString(1, arg);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    MemberId member = MemberId.of(rs.getString(1));
                    Optional<byte[]> vector = seal.open(member, rs.getBytes(3));
                    byte[] noisy = rs.getBytes(6);
                    if (vector.isPresent()) {
                        out.add(new Voiceprint(member, rs.getString(2), floats(vector.get()),
                                floats(noisy == null ? null : seal.open(member, noisy).orElse(null)), rs.getInt(4),
                                Instant.parse(rs.getString(5))));
                    }
                }
            }
        }
        return out;
    }
}
