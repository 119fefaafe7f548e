package home.hearth.hub.web.voice;

import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.voice.AudioCheck;
import home.hearth.profiles.voice.EnrolmentProgress;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.SpeakerMatch;
import home.hearth.profiles.voice.SpeakerVerifier;
import home.hearth.profiles.voice.Voiceprint;
import home.hearth.profiles.voice.Voiceprints;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Voice enrolment and speaker identification under {@code /api/v1/voice}, for the admin page
 * and the member themselves: {@code POST /enrolments/{member}/utterances} (a WAV, 16 kHz mono
 * s16le), {@code POST /enrolments/{member}/finish}, {@code DELETE /enrolments/{member}}, and
 * {@code POST /identify} (admin: who is speaking in this WAV, with score and identity level).
 */
public final class VoiceApi implements HttpService {
    private static final String ADMIN_ONLY = "Only the household admin can ask who is speaking in a recording.";
    private final Optional<SpeakerVerifier> verifier;
    private final VoiceEnrolments enrolments;
    private final Voiceprints prints;
    private final MemberDirectory members;

    public VoiceApi(Optional<SpeakerVerifier> verifier, VoiceEnrolments enrolments, Voiceprints prints, MemberDirectory members) {
        this.verifier = verifier;
        this.enrolments = enrolments;
        this.prints = prints;
        this.members = members;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/enrolments/{member}/utterances", this::utterance)
                .post("/enrolments/{member}/finish", this::finish)
                .delete("/enrolments/{member}", this::forget)
                .post("/identify", this::identify);
    }

    private void utterance(ServerRequest req, ServerResponse res) {
        MemberId member = enrollable(req);
        EnrolmentProgress p = enrolments.add(model(), member, WavBody.read(req));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("accepted", p.accepted());
        body.put("needed", p.needed());
        body.put("complete", p.complete());
        body.put("message", p.message());
        p.problem().ifPresent(problem -> body.put("error", problem.wireName()));
        Responses.json(res, p.problem().isPresent() ? Status.create(422, "Unprocessable Content") : Status.OK_200, body);
    }

    private void finish(ServerRequest req, ServerResponse res) {
        MemberId member = enrollable(req);
        model();
        Voiceprint print = enrolments.finish(member);
        Responses.ok(res, Map.of("member", member.value(), "utterances", print.utterances(), "model", print.model(),
                "message", "Voice enrolled. The hub will recognise " + member.value() + " from now on."));
    }

    /**
     * A member was removed: the enrolment in progress goes too. Kept, its embeddings stayed in memory, and a member
     * added later under the same id continued it, judged against the removed member's voice.
     */
    public void memberRemoved(MemberId member) {
        enrolments.cancel(member);
    }

    private void forget(ServerRequest req, ServerResponse res) {
        MemberId member = enrollable(req);
        enrolments.cancel(member);
        boolean had = prints.delete(member);
        Responses.ok(res, Map.of("member", member.value(), "deleted", had));
    }

    private void identify(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        SpeakerVerifier v = model();
        Pcm16 audio = WavBody.read(req);
        AudioCheck.forVerification().check(audio);
        SpeakerMatch m = v.identify(audio, prints.forModel(v.modelId()));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("member", m.member().map(MemberId::value).orElse(null));
        body.put("score", Math.round(m.score() * 1000) / 1000.0);
        body.put("level", m.level().wireName());
        Responses.ok(res, body);
    }

    private SpeakerVerifier model() {
        return verifier.orElseThrow(() -> new ApiException(Status.SERVICE_UNAVAILABLE_503, "no_speaker_model",
                "No speaker model is configured (models.speaker); see deploy/models/README.md."));
    }

    /** The admin enrols anyone; a member enrols only themselves; others' ids are not found. */
    private MemberId enrollable(ServerRequest req) {
        Principal who = RequestPrincipal.require(req);
        MemberId member;
        try {
            member = MemberId.of(req.path().pathParameters().get("member"));
        } catch (IllegalArgumentException e) {
            throw ApiException.notFound("Member");
        }
        boolean self = who.member().filter(member::equals).isPresent();
        if ((who.role() != Role.ADMIN && !self) || members.get(member).isEmpty()) {
            throw ApiException.notFound("Member");
        }
        return member;
    }
}
