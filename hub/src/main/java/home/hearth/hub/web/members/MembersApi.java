package home.hearth.hub.web.members;

import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.RequestBodies;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.hub.web.auth.MemberView;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.policies.presence.PresenceRule;
import home.hearth.profiles.auth.Credentials;
import home.hearth.profiles.auth.PasswordHasher;
import home.hearth.profiles.members.Member;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.members.NewMember;
import home.hearth.profiles.members.PresenceSetting;
import home.hearth.profiles.removal.MemberRemoval;
import home.hearth.profiles.removal.RemovalChoice;
import home.hearth.profiles.removal.RemovalResult;
import home.hearth.profiles.removal.SharedMemories;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Household members under {@code /api/v1/members}. The admin creates, lists, changes and removes
 * members; every member may read and change their own display name and password, and her own presence setting
 * ({@code presenceEvents}: whether automations are told when the hub recognises her voice in a room), which only she
 * turns on. For a child that consent is her guardian's: he reads her record and turns her setting on or off (and
 * changes nothing else of hers), and she may only turn it off. The admin may turn it off for any member, never on
 * ({@link PresenceRule}: 403), and does not see it unless he is the child's guardian. Another member's id answers
 * 404 to a non-admin, as if it did not exist, unless he is her guardian.
 */
public final class MembersApi implements HttpService {
    private static final String ADMIN_ONLY = "Only the household admin can do this.";
    private static final String GUARDIAN_ONLY_PRESENCE = "As the guardian you can change only whether automations"
            + " are told where the hub recognises the child's voice (presenceEvents); ask the household admin for the"
            + " rest.";
    private final MemberDirectory members;
    private final PresenceSetting presence;
    private final Credentials credentials;
    private final MemberRemoval removal;
    private final AuditTrail audit;
    private final Clock clock;
    private final Consumer<MemberId> removed;

    /** @param removed told of each member removed, for what the hub holds of them outside the database */
    public MembersApi(MemberDirectory members, PresenceSetting presence, Credentials credentials, MemberRemoval removal,
            AuditTrail audit, Clock clock, Consumer<MemberId> removed) {
        this.members = members;
        this.presence = presence;
        this.credentials = credentials;
        this.removal = removal;
        this.audit = audit;
        this.clock = clock;
        this.removed = removed;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/", this::create)
                .get("/", this::list)
                .get("/{id}", this::get)
                .patch("/{id}", this::change)
                .delete("/{id}", this::remove);
    }

    private void create(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        MemberBodies.Create body = RequestBodies.read(req, MemberBodies.Create.class);
        NewMember m = body.member();
        String password = body.password();
        PasswordHasher.requireAcceptable(password); // before creating, so a refused password leaves no half-made member
        Member created = members.create(m);
        credentials.setPassword(created.id(), password);
        record(admin, "member.create", created.id(), "ok", "member created with role " + created.role().wireName());
        Responses.json(res, Status.CREATED_201, MemberView.of(created));
    }

    private void list(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        if (who.role() == Role.ADMIN) {
            Responses.ok(res, Map.of("members", members.list().stream().map(m -> view(who, m)).toList()));
        } else {
            // herself, and the children she is the guardian of
            Responses.ok(res, Map.of("members",
                    members.list().stream().filter(m -> seenBy(who, m)).map(m -> view(who, m)).toList()));
        }
    }

    private void get(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        MemberId id = pathId(req);
        Responses.ok(res, view(who, visible(who, id).orElseThrow(() -> ApiException.notFound("Member"))));
    }

    private void change(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        MemberId id = pathId(req);
        Member before = visible(who, id).orElseThrow(() -> ApiException.notFound("Member"));
        MemberBodies.Change body = RequestBodies.read(req, MemberBodies.Change.class);
        if (who.role() != Role.ADMIN && body.touchesRoleOrGuardian()) {
            throw ApiException.forbidden("Only an admin can change roles and guardians.");
        }
        boolean selfOrAdmin = who.role() == Role.ADMIN || who.member().filter(id::equals).isPresent();
        if (!selfOrAdmin && !body.onlyPresence()) { // her guardian: her consent is his, the rest of her profile is not
            throw ApiException.forbidden(GUARDIAN_ONLY_PRESENCE);
        }
        Optional<Boolean> presenceEvents = Optional.ofNullable(body.presenceEvents());
        if (presenceEvents.isPresent()) {
            Decision mayChange = PresenceRule.mayChange(who, id, before.guardian(), presenceEvents.get());
            if (!mayChange.allowed()) {
                record(who, "member.presence", id, "denied", mayChange.reason());
                throw ApiException.forbidden(mayChange.reason());
            }
        }
        Optional<String> password = Optional.ofNullable(body.password());
        password.ifPresent(PasswordHasher::requireAcceptable); // checked first: a refused change changes nothing
        Member updated = members.update(id, body.change());
        password.ifPresent(p -> credentials.setPassword(id, p));
        presenceEvents.ifPresent(on -> presence.set(id, on));
        record(who, "member.change", id, "ok", password.isPresent() ? "profile and password changed" : "profile changed");
        presenceEvents.ifPresent(on -> record(who, "member.presence", id, "ok", presenceReason(who, before, on)));
        consentGoesWithItsGuardian(who, before, updated);
        Responses.ok(res, view(who, updated));
    }

    private void remove(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        MemberId id = pathId(req);
        members.get(id).orElseThrow(() -> ApiException.notFound("Member"));
        String choiceText = req.query().first("choice").orElse("");
        RemovalChoice choice = switch (choiceText) {
            case "export" -> RemovalChoice.EXPORT;
            case "delete" -> RemovalChoice.DELETE;
            default -> throw ApiException.badRequest(
                    "Say what happens to the member's memories: ?choice=export (a JSON file first) or ?choice=delete.");
        };
        // Erase unless the admin asks to keep: nothing a removed member wrote outlives them unasked.
        SharedMemories shared = switch (req.query().first("household").orElse("erase")) {
            case "keep" -> SharedMemories.KEEP;
            case "erase" -> SharedMemories.ERASE;
            default -> throw ApiException.badRequest("Say what happens to the memories the member shared with the"
                    + " household: ?household=keep (they stay as the household's) or ?household=erase (the default).");
        };
        RemovalResult result = removal.remove(id, choice, shared, admin.member().orElseThrow().value());
        removed.accept(id);
        Responses.ok(res, result.export().<Object>map(e -> Map.of("removed", id.value(), "export", Json.readTree(e)))
                .orElse(Map.of("removed", id.value())));
    }

    /** Says who changed it when it was not the member herself (a guardian who is also the admin acts as guardian). */
    /**
     * A child's presence setting is her guardian's consent: given by another guardian, or by herself before she was made
     * a child, it is not her guardian's now, so it goes off until he turns it on.
     */
    private void consentGoesWithItsGuardian(Principal who, Member before, Member updated) {
        if (updated.guardian().isPresent() && !updated.guardian().equals(before.guardian()) && presence.isOn(updated.id())) {
            presence.set(updated.id(), false);
            record(who, "member.presence", updated.id(), "ok", "automations are no longer told where the hub recognises"
                    + " this member's voice (her guardian changed: only " + updated.guardian().get().value()
                    + " may turn it on)");
        }
    }

    private static String presenceReason(Principal who, Member whose, boolean on) {
        String by = who.member().filter(whose.id()::equals).isPresent() ? ""
                : whose.guardian().equals(who.member()) ? " (turned " + (on ? "on" : "off") + " by her guardian)"
                : " (turned off by the household admin)";
        return (on ? "automations are told when the hub recognises this member's voice in a room"
                : "automations are no longer told where the hub recognises this member's voice") + by;
    }

    /** Her own settings only to herself and, for a child, to her guardian ({@link PresenceRule#maySee}). */
    private MemberView view(Principal who, Member m) {
        return PresenceRule.maySee(who, m.id(), m.guardian())
                ? MemberView.own(m, presence.isOn(m.id())) : MemberView.of(m);
    }

    /** Everybody to the admin; herself, and the children she is the guardian of, to anyone else. */
    private Optional<Member> visible(Principal who, MemberId id) {
        return members.get(id).filter(m -> who.role() == Role.ADMIN || seenBy(who, m));
    }

    private static boolean seenBy(Principal who, Member m) {
        return who.member().filter(me -> me.equals(m.id()) || m.guardian().filter(me::equals).isPresent()).isPresent();
    }


    private static MemberId pathId(ServerRequest req) {
        try {
            return MemberId.of(req.path().pathParameters().get("id"));
        } catch (IllegalArgumentException e) {
            throw ApiException.notFound("Member");
        }
    }

    private void record(Principal who, String action, MemberId target, String outcome, String reason) {
        audit.record(new AuditEvent(clock.instant(), who.member().map(MemberId::value).orElse("unknown"), action,
                target.value(), outcome, reason));
    }
}
