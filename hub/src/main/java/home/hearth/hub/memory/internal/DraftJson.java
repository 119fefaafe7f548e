package home.hearth.hub.memory.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.StructuredFact;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/** A draft waiting for confirmation, as JSON inside the encrypted {@code memory_pending} table. */
public final class DraftJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private DraftJson() {}

    public static String write(MemoryDraft d) {
        ObjectNode o = MAPPER.createObjectNode();
        Candidate c = d.candidate();
        o.put("text", c.text()).put("kind", c.kind().wireName()).put("source", c.source().wireName())
                .put("scope", c.scope().wire()).put("why", d.why()).put("dialogue", d.dialogue());
        c.fact().ifPresent(f -> o.put("key", f.key()).put("value", f.value()).put("unit", f.unit()));
        d.about().ifPresent(a -> o.put("about", a.value()));
        DraftDetails x = d.details();
        x.validity().from().ifPresent(t -> o.put("validFrom", t.toString()));
        x.validity().until().ifPresent(t -> o.put("validUntil", t.toString()));
        x.validity().contexts().forEach(o.putArray("contexts")::add);
        o.put("importance", x.importance()).put("evidence", x.evidence());
        x.happenedAt().ifPresent(t -> o.put("happenedAt", t.toString()));
        x.links().forEach(o.putArray("links")::add);
        x.working().ifPresent(w -> {
            o.put("ttlSeconds", w.ttl().toSeconds());
            w.session().ifPresent(s -> o.put("session", s));
        });
        return o.toString();
    }

    public static MemoryDraft read(String json) {
        try {
            JsonNode o = MAPPER.readTree(json);
            Scope scope = Scope.parse(o.get("scope").asText(), null);
            Optional<StructuredFact> fact = o.has("key") ? Optional.of(new StructuredFact(o.get("key").asText(),
                    o.get("value").asText(), o.get("unit").asText())) : Optional.empty();
            Candidate c = new Candidate(o.get("text").asText(), MemoryKind.parse(o.get("kind").asText()),
                    MemorySource.parse(o.get("source").asText()), scope, fact);
            Optional<MemberId> about = Optional.ofNullable(o.get("about")).map(n -> new MemberId(n.asText()));
            String dialogue = Optional.ofNullable(o.get("dialogue")).map(JsonNode::asText).orElse("");
            return new MemoryDraft(c, o.get("why").asText(), details(o), about, false, dialogue);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored pending memory is not valid JSON", e);
        }
    }

    private static DraftDetails details(JsonNode o) {
        Validity v = new Validity(instant(o, "validFrom"), instant(o, "validUntil"), strings(o, "contexts", new HashSet<>()));
        Optional<DraftDetails.WorkingTerm> working = Optional.ofNullable(o.get("ttlSeconds")).map(t ->
                new DraftDetails.WorkingTerm(Optional.ofNullable(o.get("session")).map(JsonNode::asText),
                        Duration.ofSeconds(t.asLong())));
        return new DraftDetails(v, o.get("importance").asDouble(), instant(o, "happenedAt"), o.get("evidence").asText(),
                List.copyOf(strings(o, "links", new ArrayList<>())), working);
    }

    private static Optional<Instant> instant(JsonNode o, String field) {
        return Optional.ofNullable(o.get(field)).map(n -> Instant.parse(n.asText()));
    }

    private static <C extends Collection<String>> C strings(JsonNode o, String field, C into) {
        Optional.ofNullable(o.get(field)).ifPresent(a -> a.forEach(n -> into.add(n.asText())));
        return into;
    }
}
