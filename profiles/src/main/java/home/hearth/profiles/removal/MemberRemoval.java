package home.hearth.profiles.removal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.policies.MemberId;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.auth.ApiTokens;
import home.hearth.profiles.auth.Credentials;
import home.hearth.profiles.members.Member;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.voice.Voiceprints;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;

/**
 * Removes a member ({@code DELETE /api/v1/members/{id}}): checks the household rules first (so a
 * refused removal loses nothing), optionally exports, then erases the voiceprint, password,
 * tokens and personal memories and the member, and audits it without any content.
 */
public final class MemberRemoval {
    private final MemberDirectory members;
    private final Credentials credentials;
    private final ApiTokens tokens;
    private final Voiceprints voiceprints;
    private final PersonalDataEraser eraser;
    private final AuditTrail audit;
    private final Clock clock;
    private final ObjectMapper json = new ObjectMapper();

    public MemberRemoval(MemberDirectory members, Credentials credentials, ApiTokens tokens, Voiceprints voiceprints,
            PersonalDataEraser eraser, AuditTrail audit, Clock clock) {
        this.members = members;
        this.credentials = credentials;
        this.tokens = tokens;
        this.voiceprints = voiceprints;
        this.eraser = eraser;
        this.audit = audit;
        this.clock = clock;
    }

    /** Removes {@code id} on behalf of {@code actor}, erasing what they shared with the household too. */
    public RemovalResult remove(MemberId id, RemovalChoice choice, String actor) {
        return remove(id, choice, SharedMemories.ERASE, actor);
    }

    /** Removes {@code id} on behalf of {@code actor} (an admin's id, for the audit). */
    public RemovalResult remove(MemberId id, RemovalChoice choice, SharedMemories shared, String actor) {
        Member member = members.requireRemovable(id);
        Optional<String> export = choice == RemovalChoice.EXPORT
                ? Optional.of(export(member, eraser.exportPersonalMemories(id)))
                : Optional.empty();
        boolean print;
        int revoked;
        int erased;
        try {
            print = voiceprints.delete(id);
            credentials.forget(id);
            revoked = tokens.revokeAll(id);
            erased = eraser.erasePersonalMemories(id, shared);
            members.remove(id);
        } finally {
            eraser.removalEnded(id);
        }
        audit.record(new AuditEvent(clock.instant(), actor, "member.remove", id.value(), "ok",
                "member removed with " + choice.name().toLowerCase(Locale.ROOT)
                        + "; voiceprint, credentials, tokens and personal memories erased; shared memories "
                        + (shared == SharedMemories.KEEP ? "kept as the household's" : "erased")));
        return new RemovalResult(id, export, erased, revoked, print);
    }

    private String export(Member m, String memoriesJson) {
        try {
            ObjectNode root = json.createObjectNode();
            ObjectNode profile = root.putObject("profile");
            profile.put("id", m.id().value());
            profile.put("displayName", m.displayName());
            profile.put("role", m.role().wireName());
            profile.put("guardian", m.guardian().map(MemberId::value).orElse(null));
            profile.put("createdAt", m.createdAt().toString());
            JsonNode memories = json.readTree(memoriesJson);
            if (memories == null || !memories.isArray()) {
                throw new ProfilesException("the memory export of '" + m.id() + "' is not a JSON array");
            }
            root.set("memories", memories);
            return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new ProfilesException("the memory export of '" + m.id() + "' is not valid JSON: "
                    + e.getOriginalMessage(), e);
        }
    }
}
