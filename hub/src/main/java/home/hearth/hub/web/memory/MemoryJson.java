package home.hearth.hub.web.memory;

import home.hearth.hub.memory.values.Memory;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.hub.memory.values.MemoryHit;
import home.hearth.hub.memory.reading.MemoryReader;
import home.hearth.hub.memory.values.MemoryUse;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.hub.memory.values.PendingWrite;
import home.hearth.policies.memory.MemoryKind;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The JSON shapes of memories, versions and search hits (as in {@code openapi/memories.yaml}). */
public final class MemoryJson {
    /**
     * A why that names a conversation session: {@code turn:s-…} (a spoken write), {@code model:s-…} (a language model's
     * memory_save), {@code extraction:s-…} (learned).
     */
    private static final Pattern SESSION_WHY = Pattern.compile("([a-z]+):s-[0-9a-f]+");

    private MemoryJson() {}

    /**
     * One memory as {@code viewer} sees it. How often and when it was last used or viewed, and its strength, are the
     * owner's to see (the admin's for a memory nobody owns): on a shared memory they tell when other members asked for
     * it or opened it.
     */
    static Map<String, Object> memory(Memory m, Principal viewer) {
        return memory(m, seesUse(m, viewer), owns(m, viewer));
    }

    /**
     * Whether {@code viewer} owns {@code m}: the conversation session a working memory belongs to, and the session a
     * spoken or learned memory came from, are its owner's to see; they tell nobody else anything they need.
     */
    private static boolean owns(Memory m, Principal viewer) {
        return viewer.member().isPresent() && m.ownership().owner().equals(viewer.member());
    }

    /** Whether {@code viewer} may see how others used {@code m}: its owner, or the admin for a memory nobody owns. */
    private static boolean seesUse(Memory m, Principal viewer) {
        return viewer.member().isPresent() && (m.ownership().owner().equals(viewer.member())
                || m.ownership().owner().isEmpty() && viewer.role() == Role.ADMIN);
    }

    private static Map<String, Object> memory(Memory m, boolean withUse, boolean owner) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", m.id());
        o.put("kind", m.content().kind().wireName());
        o.put("modelWritten", m.content().kind() == MemoryKind.SUMMARY || m.provenance().byModel());
        o.put("text", m.text());
        m.content().fact().ifPresent(f -> {
            o.put("key", f.key());
            o.put("value", f.value());
            o.put("unit", f.unit());
        });
        o.put("category", m.content().category());
        o.put("sensitive", m.content().sensitive());
        put(o, "happenedAt", m.content().happenedAt());
        o.put("scope", m.scope().wire());
        o.put("owner", m.ownership().owner().map(Object::toString).orElse(null));
        m.ownership().about().ifPresent(a -> o.put("about", a.value()));
        o.put("consent", m.ownership().consent().wireName());
        o.put("aboutConsent", m.ownership().aboutConsent().wireName());
        provenanceAndLife(o, m, withUse, owner);
        return o;
    }

    /** A pending write as its owner sees it: what would be stored, the gate's question, and where to say yes. */
    static Map<String, Object> pending(PendingWrite w, String confirmPath) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", w.id());
        o.put("text", w.draft().candidate().text());
        o.put("kind", w.draft().candidate().kind().wireName());
        o.put("scope", w.draft().candidate().scope().wire());
        o.put("source", w.draft().candidate().source().wireName());
        w.draft().about().ifPresent(a -> o.put("about", a.value()));
        o.put("prompt", w.prompt());
        o.put("createdAt", w.createdAt().toString());
        o.put("expiresAt", w.expiresAt().toString());
        o.put("confirm", confirmPath);
        return o;
    }

    private static void provenanceAndLife(Map<String, Object> o, Memory m, boolean withUse, boolean owner) {
        var v = m.provenance();
        o.put("source", v.source().wireName());
        o.put("createdAt", v.createdAt().toString());
        o.put("createdBy", v.createdBy());
        o.put("why", owner ? v.createdWhy() : withoutSession(v.createdWhy()));
        o.put("evidence", v.evidence());
        o.put("links", v.links());
        var l = m.lifecycle();
        o.put("status", l.status().wireName());
        o.put("version", l.version());
        put(o, "validFrom", l.validity().from());
        put(o, "validUntil", l.validity().until());
        o.put("contexts", l.validity().contexts().stream().sorted().toList());
        l.session().filter(s -> owner).ifPresent(s -> o.put("session", s));
        put(o, "expiresAt", l.expiresAt());
        l.supersededBy().ifPresent(s -> o.put("supersededBy", s));
        var s = m.stats();
        o.put("importance", s.importance());
        if (!withUse) {
            return;
        }
        o.put("strength", s.strength());
        o.put("retrievalCount", s.retrievalCount());
        put(o, "lastRetrievedAt", s.lastRetrieved());
        o.put("viewCount", s.viewCount());
        put(o, "lastViewedAt", s.lastViewed());
    }

    /**
     * One version as {@code viewer} sees it: a why naming the conversation session the change was said in is whole
     * only for the member who made that change.
     */
    static Map<String, Object> version(MemoryVersion v, Principal viewer) {
        Map<String, Object> o = version(v);
        if (viewer.member().filter(me -> me.value().equals(v.change().by())).isEmpty()) {
            o.put("why", withoutSession(v.change().why()));
        }
        return o;
    }

    private static Map<String, Object> version(MemoryVersion v) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("version", v.version());
        o.put("text", v.text());
        v.value().ifPresent(x -> o.put("value", x));
        o.put("status", v.status().wireName());
        o.put("at", v.change().at().toString());
        o.put("by", v.change().by());
        o.put("why", v.change().why());
        return o;
    }

    /**
     * One search hit. Its score and reasons weigh how recently and how often the searcher herself retrieved the memory
     * (the ranking keeps each member's use apart), so they show nobody else's questions and go to every searcher.
     */
    static Map<String, Object> hit(MemoryHit h) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", h.memory().id());
        o.put("text", h.memory().text());
        o.put("scope", h.memory().scope().wire());
        o.put("kind", h.memory().content().kind().wireName());
        o.put("score", h.hit().score());
        o.put("similarity", h.hit().similarity());
        o.put("keywordHit", h.hit().keywordHit());
        o.put("why", h.hit().why());
        return o;
    }

    public static Map<String, Object> exported(MemoryReader.Exported e) {
        Map<String, Object> o = memory(e.memory(), true, true); // an export holds the member's own memories only
        o.put("versions", e.versions().stream().map(MemoryJson::version).toList());
        return o;
    }

    /** The member's own use of one memory she may read, in her export: its id, how often and when she last retrieved it. */
    public static Map<String, Object> ownUse(MemoryUse u) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("memory", u.memoryId());
        o.put("retrievalCount", u.retrievalCount());
        o.put("lastRetrievedAt", u.lastRetrieved().toString());
        return o;
    }

    /** {@code turn:s-…} as {@code turn}: where a memory came from, without the session it was said in. */
    private static String withoutSession(String why) {
        Matcher m = SESSION_WHY.matcher(why);
        return m.matches() ? m.group(1) : why;
    }

    private static void put(Map<String, Object> o, String field, Optional<Instant> at) {
        at.ifPresent(t -> o.put(field, t.toString()));
    }
}
