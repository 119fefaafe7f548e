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
 * encrypted database. Saving replaces the member's previous print.
 */
public final class Voiceprints {
    private static final String COLUMNS = "member_id, model, vector, utterances, updated_at, noisy_vector";
    private final Jdbc db;

    public Voiceprints(DataSource dataSource) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
    }

    public void save(Voiceprint p) {
        float[] noisy = p.noisyVector();
        db.call("store the voiceprint of " + p.member(), c -> Jdbc.update(c,
                "INSERT INTO profiles_voiceprints(member_id, model, dim, vector, utterances, updated_at, noisy_vector) "
                        + "VALUES (?,?,?,?,?,?,?) ON CONFLICT(member_id) DO UPDATE SET model=excluded.model, "
                        + "dim=excluded.dim, vector=excluded.vector, utterances=excluded.utterances, "
                        + "updated_at=excluded.updated_at, noisy_vector=excluded.noisy_vector",
                p.member().value(), p.model(), p.vector().length, blob(p.vector()), p.utterances(),
                p.updatedAt().toString(), noisy.length == 0 ? null : blob(noisy)));
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

    private static List<Voiceprint> read(PreparedStatement ps, String arg) throws SQLException {
        List<Voiceprint> out = new ArrayList<>();
        try (ps) {
            ps.setString(1, arg);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Voiceprint(MemberId.of(rs.getString(1)), rs.getString(2), floats(rs.getBytes(3)),
                            floats(rs.getBytes(6)), rs.getInt(4), Instant.parse(rs.getString(5))));
                }
            }
        }
        return out;
    }
}
