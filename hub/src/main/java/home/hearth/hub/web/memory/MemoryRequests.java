package home.hearth.hub.web.memory;

import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.search.Validity;
import home.hearth.hub.web.ApiException;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.StructuredFact;
import io.helidon.webserver.http.ServerRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** Turns bound memory bodies into drafts and edits, and query parameters into filters. Bad input is a 400. */
final class MemoryRequests {
    private MemoryRequests() {}

    static MemoryDraft draft(MemoryBodies.Create b, Principal p) {
        Scope scope = Scope.parse(b.scope(), p.member().orElse(null));
        Optional<StructuredFact> fact = Optional.ofNullable(b.key())
                .map(k -> new StructuredFact(k, MemoryBodies.scalar(b.value(), "value"), Objects.requireNonNullElse(b.unit(), "")));
        MemoryKind kind = Optional.ofNullable(b.kind()).map(MemoryKind::parse)
                .orElse(fact.isPresent() ? MemoryKind.STRUCTURED : MemoryKind.EPISODIC);
        String text = Optional.ofNullable(b.text()).orElseGet(() -> fact.map(f -> (f.key().replace('_', ' ') + " = "
                + f.value() + " " + f.unit()).strip()).orElseThrow());
        Candidate c = new Candidate(text, kind, MemorySource.EXPLICIT, scope, fact);
        Optional<MemberId> about = Optional.ofNullable(b.about()).map(MemberId::new);
        return new MemoryDraft(c, why(b.why()), details(b), about, true);
    }

    /** A client's why; never one that says a language model wrote the words ({@code model:}, {@code extraction:}). */
    private static String why(String given) {
        if (given == null) {
            return "api:create";
        }
        if (given.startsWith(MemoryProvenance.MODEL_WHY) || given.startsWith(MemoryProvenance.EXTRACTION_WHY)) {
            throw ApiException.badRequest("'why' may not begin with " + MemoryProvenance.MODEL_WHY + " or "
                    + MemoryProvenance.EXTRACTION_WHY + ": those name what a language model wrote, and a memory made"
                    + " here holds the caller's own words.");
        }
        return given;
    }

    private static DraftDetails details(MemoryBodies.Create b) {
        Optional<DraftDetails.WorkingTerm> working = b.working()
                ? Optional.of(new DraftDetails.WorkingTerm(Optional.ofNullable(b.session()),
                        Duration.ofMinutes(Objects.requireNonNullElse(b.ttlMinutes(), 12 * 60))))
                : Optional.empty();
        Validity validity = b.hasValidity() ? validity(b.validFrom(), b.validUntil(), b.contexts()) : Validity.ALWAYS;
        return new DraftDetails(validity, Objects.requireNonNullElse(b.importance(), 0.5),
                Optional.ofNullable(b.happenedAt()), Objects.requireNonNullElse(b.evidence(), ""), b.links(), working);
    }

    static MemoryEdit edit(MemoryBodies.Edit b) {
        return new MemoryEdit(Optional.ofNullable(b.text()),
                Optional.ofNullable(b.value()).map(v -> MemoryBodies.scalar(v, "value")), Optional.ofNullable(b.unit()),
                b.hasValidity() ? Optional.of(validity(b.validFrom(), b.validUntil(), b.contexts())) : Optional.empty(),
                Optional.ofNullable(b.importance()), Objects.requireNonNullElse(b.why(), "api:edit"));
    }

    private static Validity validity(Instant from, Instant until, List<String> contexts) {
        return new Validity(Optional.ofNullable(from), Optional.ofNullable(until), Set.copyOf(contexts));
    }

    static MemoryFilter filter(ServerRequest req, Principal p) {
        var q = req.query();
        return new MemoryFilter(
                q.first("scope").asOptional().map(s -> Scope.parse(s, p.member().orElse(null))),
                q.first("kind").asOptional().map(MemoryKind::parse),
                q.first("source").asOptional().map(MemorySource::parse),
                q.first("status").asOptional().map(MemoryStatus::parse));
    }
}
