package home.hearth.hub.load;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.Json;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * After the load: every write answered 201 is listed for its owner; the active ones are found by
 * the owner's search (all of them, or an even sample of {@link #SEARCHED} when there are more);
 * the search index holds exactly the active memories.
 */
final class LedgerCheck {
    static final int SEARCHED = 150;
    private final Rest admin;
    private final Map<String, Rest> members;
    private final List<MemoryLoad.Acked> acked;

    LedgerCheck(Rest admin, Map<String, Rest> members, Collection<MemoryLoad.Acked> acked) {
        this.admin = admin;
        this.members = members;
        this.acked = List.copyOf(acked);
    }

    List<String> problems() {
        List<String> problems = new ArrayList<>();
        Map<String, Set<String>> listed = new HashMap<>();
        Set<String> active = new HashSet<>();
        for (var member : members.entrySet()) {
            Rest.Answer list = member.getValue().get("/api/v1/memories");
            if (list.status() != 200) {
                problems.add("listing " + member.getKey() + "'s memories answered " + list.status());
                continue;
            }
            Set<String> ids = new HashSet<>();
            for (JsonNode m : Json.readTree(list.body()).get("memories")) {
                ids.add(m.get("id").asText());
                if (m.get("status").asText().equals("active")) {
                    active.add(m.get("id").asText());
                }
            }
            listed.put(member.getKey(), ids);
        }
        List<String> missing = acked.stream().filter(a -> !listed.getOrDefault(a.member(), Set.of()).contains(a.id()))
                .map(a -> a.member() + "/" + a.id()).toList();
        if (!missing.isEmpty()) {
            problems.add(missing.size() + " of " + acked.size() + " acknowledged writes are not listed for their owner: "
                    + missing.subList(0, Math.min(10, missing.size())));
        }
        List<MemoryLoad.Acked> searchable = acked.stream().filter(a -> active.contains(a.id())).toList();
        int step = Math.max(1, searchable.size() / SEARCHED);
        List<String> notFound = new ArrayList<>();
        for (int i = 0; i < searchable.size(); i += step) {
            MemoryLoad.Acked a = searchable.get(i);
            Rest.Answer found = members.get(a.member()).post("/api/v1/memories/search",
                    Json.write(Map.of("q", a.text(), "k", 10)));
            if (found.status() != 200 || !(found.body().contains(a.id()) || foundAsNearDuplicate(found.body(), a.text()))) {
                notFound.add(a.member() + "/" + a.id() + " (" + found.status() + ")");
            }
        }
        if (!notFound.isEmpty()) {
            problems.add(notFound.size() + " active acknowledged writes are not found by their owner's search: " + notFound);
        }
        long indexed = admin.get("/metrics").body().lines().filter(l -> l.startsWith("hearth_memory_index_documents "))
                .mapToLong(l -> (long) Double.parseDouble(l.substring(l.indexOf(' ') + 1).trim())).findFirst().orElse(-1);
        if (indexed != active.size()) {
            problems.add("the index holds " + indexed + " documents but the members have " + active.size()
                    + " active memories");
        }
        return problems;
    }

    /**
     * The writers' sentences repeat with only the day number changed, so a search keeps the
     * best of near-identical hits (vectors at least 0.97 alike, by design) and another day's twin
     * can stand for this one: the same words with another number, found, is not a loss.
     */
    private static boolean foundAsNearDuplicate(String body, String text) {
        String words = text.replaceAll("\\d+", "#");
        for (JsonNode hit : Json.readTree(body).path("hits")) {
            if (hit.path("text").asText().replaceAll("\\d+", "#").equals(words)) {
                return true;
            }
        }
        return false;
    }
}
