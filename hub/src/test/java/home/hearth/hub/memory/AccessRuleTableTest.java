package home.hearth.hub.memory;

import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryContent;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryLifecycle;
import home.hearth.hub.memory.values.MemoryOwnership;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemoryStats;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.writing.MemoryTerms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.internal.Indexing;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Policies;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryVisibility;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.ReadAccess;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one read rule ({@link MemoryVisibility#canRead}) against every door that encodes it: the
 * store's SQL listing, the index's query filter, GET by id, search by a memory's own words, and
 * export. One stored memory per combination of scope × owner × subject × owner's consent ×
 * subject's consent × sensitivity; one reader per role × identity level; each policy consent
 * setting. Every door must show exactly what the rule allows.
 */
class AccessRuleTableTest {
    private static final MemberId ANA = MemberId.of("ana");
    private static final MemberId BOB = MemberId.of("bob");
    private static final MemberId SAM = MemberId.of("sam");
    private static final long SEED = 20261130L;
    @TempDir
    static Path dir;
    private static MemoryFixture f;
    private static volatile Policies current;
    private static MemoryService service;
    private static final Map<String, Memory> stored = new LinkedHashMap<>();
    private static final Map<String, String> wordOf = new LinkedHashMap<>();

    @BeforeAll
    static void storeEveryCombination() {
        f = new MemoryFixture(dir);
        current = f.policies;
        service = MemoryService.create(f.backends, f.gate, p -> current.readAccess().readAccess(p), f.pending,
                ActiveContexts.calendar(ZoneOffset.UTC, false, Set::of),
                new MemoryTerms(f.policies.gate().confirmationTtl(), f.policies.retention().workingMemoryTtl()));
        Random random = new Random(SEED);
        int n = 0;
        for (Scope scope : List.of(Scope.user(ANA), Scope.user(BOB), Scope.HOUSEHOLD, Scope.room("kitchen"),
                new Scope(ScopeType.DEVICE, "boiler"), new Scope(ScopeType.TASK, "t1"))) {
            for (Optional<MemberId> owner : owners(scope)) {
                for (Optional<MemberId> about : List.of(Optional.<MemberId>empty(), Optional.of(ANA), Optional.of(SAM))) {
                    for (ConsentState sharing : ConsentState.values()) {
                        for (ConsentState aboutConsent : about.isEmpty() ? List.of(ConsentState.NOT_NEEDED)
                                : List.of(ConsentState.values())) {
                            for (boolean sensitive : List.of(false, true)) {
                                store(n++, scope, owner, about, sharing, aboutConsent, sensitive, random);
                            }
                        }
                    }
                }
            }
        }
    }

    private static List<Optional<MemberId>> owners(Scope scope) {
        return scope.isShared() ? List.of(Optional.of(ANA), Optional.of(BOB), Optional.empty())
                : List.of(Optional.of(MemberId.of(scope.id())));
    }

    private static void store(int n, Scope scope, Optional<MemberId> owner, Optional<MemberId> about, ConsentState sharing,
            ConsentState aboutConsent, boolean sensitive, Random random) {
        String word = "zq" + Integer.toString(n, 36) + "x" + Integer.toString(random.nextInt(1_000_000), 36);
        Memory m = new Memory("m-" + java.util.UUID.randomUUID().toString().replace("-", ""),
                new MemoryContent(MemoryKind.EPISODIC, "ledger entry " + word, Optional.empty(), "", sensitive, Optional.empty()),
                new MemoryOwnership(scope, owner, about, sharing, aboutConsent),
                new MemoryProvenance(MemorySource.EXPLICIT, f.clock.instant(), owner.map(MemberId::value).orElse("hub"), "",
                        "", List.of()),
                new MemoryLifecycle(MemoryStatus.ACTIVE, 1, Validity.ALWAYS, Optional.empty(), Optional.empty(), Optional.empty()),
                MemoryStats.fresh(0.5));
        float[] vector = unit(random);
        f.store.insert(m, vector, "random");
        Indexing.sync(f.index, m, vector);
        stored.put(m.id(), m);
        wordOf.put(m.id(), word);
    }

    private static float[] unit(Random random) {
        float[] v = new float[384];
        double norm = 0;
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) random.nextGaussian();
            norm += v[i] * v[i];
        }
        for (int i = 0; i < v.length; i++) {
            v[i] /= (float) Math.sqrt(norm);
        }
        return v;
    }

    @AfterAll
    static void close() {
        f.close();
    }

    static Stream<Arguments> readers() {
        List<Arguments> cases = new ArrayList<>();
        for (String setting : List.of("both consents", "no owner consent", "no subject consent", "no consent")) {
            cases.add(Arguments.of("unknown speaker", Principal.unknown(), setting));
            for (Role role : Role.values()) {
                for (IdentityLevel level : List.of(IdentityLevel.VERIFIED, IdentityLevel.UNCERTAIN)) {
                    cases.add(Arguments.of(role + " " + level, new Principal(Optional.of(ANA), role, level, Optional.empty()),
                            setting));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} under {2}")
    @MethodSource("readers")
    void everyDoorShowsExactlyWhatTheRuleAllows(String label, Principal reader, String setting) {
        current = policy(setting);
        ReadAccess access = current.readAccess().readAccess(reader);
        Set<String> allowed = stored.values().stream()
                .filter(m -> MemoryVisibility.canRead(access, m.access()).allowed())
                .map(Memory::id).collect(Collectors.toCollection(TreeSet::new));

        Set<String> listed = service.reader().list(reader, MemoryFilter.ALL).stream().map(Memory::id)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(allowed, listed, "list (SQL) disagrees with the rule");
        assertEquals(allowed, new TreeSet<>(f.index.readableIds(access)), "the index filter disagrees with the rule");
        Random random = new Random(SEED ^ label.hashCode() ^ setting.hashCode());
        for (String id : sample(random, 10)) {
            checkGet(reader, id, allowed.contains(id));
        }
        for (String id : sample(random, 6)) {
            boolean found = service.searcher().search(reader, wordOf.get(id), 10, false).hits().stream()
                    .anyMatch(h -> h.memory().id().equals(id));
            assertEquals(allowed.contains(id), found, "search by its own words for " + describe(id));
        }
        if (setting.equals("both consents")) {
            checkExport(reader, allowed); // export is what one owns: the consent settings do not change it
        }
    }

    private static void checkGet(Principal reader, String id, boolean allowed) {
        if (allowed) {
            assertEquals(id, service.reader().get(reader, id).id(), "get " + describe(id));
        } else {
            MemoryProblem p = assertThrows(MemoryProblem.class, () -> service.reader().get(reader, id), "get " + describe(id));
            assertEquals(MemoryProblem.Kind.NOT_FOUND, p.kind(), "get " + describe(id));
        }
    }

    private static void checkExport(Principal reader, Set<String> allowed) {
        if (!reader.isVerified()) {
            assertThrows(MemoryProblem.class, () -> service.reader().export(reader));
            return;
        }
        Set<String> exported = service.reader().export(reader).stream().map(e -> e.memory().id())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> ownVisible = allowed.stream().filter(id -> stored.get(id).isOwnedBy(ANA))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(ownVisible, exported, "export is what they own and can list");
        assertTrue(allowed.containsAll(exported));
    }

    /** A deterministic sample of stored ids (GET and search are slow enough that every id × every reader would take minutes). */
    private static List<String> sample(Random random, int count) {
        List<String> ids = new ArrayList<>(stored.keySet());
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(ids.get(random.nextInt(ids.size())));
        }
        return out;
    }

    private static String describe(String id) {
        Memory m = stored.get(id);
        return m.scope().wire() + " owner=" + m.ownership().owner().map(MemberId::value).orElse("-") + " about="
                + m.ownership().about().map(MemberId::value).orElse("-") + " sharing=" + m.ownership().consent().wireName()
                + " aboutConsent=" + m.ownership().aboutConsent().wireName() + " sensitive=" + m.content().sensitive();
    }

    private static Policies policy(String setting) {
        boolean owner = setting.equals("both consents") || setting.equals("no subject consent");
        boolean about = setting.equals("both consents") || setting.equals("no owner consent");
        return new Policies(PolicyFiles.withOverride(new NamedText("household.yaml", "consent:\n"
                + "  shared_scopes_need_owner_consent: " + owner + "\n"
                + "  memory_about_member_needs_their_consent: " + about + "\n")));
    }
}
