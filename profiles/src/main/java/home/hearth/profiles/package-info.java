/**
 * People of a household and how sure the hub is of who is speaking.
 *
 * <ul>
 *   <li>{@link home.hearth.profiles.members} — members, roles, guardians, removal;
 *   <li>{@link home.hearth.profiles.auth} — page passwords (PBKDF2), API tokens, the first admin;
 *   <li>{@link home.hearth.profiles.voice} — audio checks, enrolment, speaker verification
 *       through ONNX Runtime, identity levels.
 * </ul>
 *
 * <p>Storage lives in the hub's encrypted database: every repository takes a
 * {@code javax.sql.DataSource}; the tables come from {@code db/profiles/*.sql}.
 */
package home.hearth.profiles;
