package home.hearth.hub;

import home.hearth.devices.automations.AutomationHooks;
import home.hearth.hub.audit.SqlAuditTrail;
import home.hearth.hub.config.HubConfig;
import home.hearth.hub.conversation.Conversations;
import home.hearth.hub.conversation.TurnService;
import home.hearth.hub.conversation.extraction.MemoryExtractor;
import home.hearth.hub.conversation.learning.CandidateWrites;
import home.hearth.hub.conversation.learning.ExtractionBatches;
import home.hearth.hub.conversation.learning.ProfileConsolidation;
import home.hearth.hub.conversation.model.ConfiguredModel;
import home.hearth.hub.conversation.model.LanguageModel;
import home.hearth.hub.conversation.model.LanguageModels;
import home.hearth.hub.conversation.sessions.SessionRetention;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.sessions.SessionSummaries;
import home.hearth.hub.conversation.timers.TimerWording;
import home.hearth.hub.conversation.timers.Timers;
import home.hearth.hub.conversation.learning.LearningStats;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.hub.house.HouseDevices;
import home.hearth.hub.lifecycle.NativeLibraries;
import home.hearth.hub.lifecycle.StartedComponents;
import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.memory.adapters.MemoryPreferences;
import home.hearth.hub.memory.changes.MemoryChanges;
import home.hearth.hub.memory.persistence.MemoryStore;
import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.policy.LivePolicies;
import home.hearth.hub.policy.PolicyLoader;
import home.hearth.hub.database.DataDirLock;
import home.hearth.hub.database.DataDirectory;
import home.hearth.hub.database.DatabaseBackup;
import home.hearth.hub.database.DatabaseRestore;
import home.hearth.hub.database.KeySource;
import home.hearth.hub.database.SchemaMigrator;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentKeyCheck;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.hub.web.AuthFilter;
import home.hearth.hub.web.CrossSiteGuard;
import home.hearth.hub.web.ErrorHandling;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.HubMetrics;
import home.hearth.hub.web.ObservabilityService;
import home.hearth.hub.web.ExplainedCheck;
import home.hearth.hub.web.OpenApiService;
import home.hearth.hub.web.audit.AuditApi;
import home.hearth.hub.web.automation.AutomationClientsApi;
import home.hearth.hub.web.auth.AuthApi;
import home.hearth.hub.web.auth.TrustedProxies;
import home.hearth.hub.web.auth.LoginThrottle;
import home.hearth.hub.web.auth.SessionApi;
import home.hearth.hub.web.auth.SessionTokens;
import home.hearth.hub.web.pages.PagesService;
import home.hearth.hub.web.devices.DevicesApi;
import home.hearth.hub.web.members.MembersApi;
import home.hearth.hub.web.policy.PolicyApi;
import home.hearth.hub.web.rooms.RoomsApi;
import home.hearth.hub.web.sessions.SessionsApi;
import home.hearth.hub.web.tasks.TasksApi;
import home.hearth.hub.web.turns.TurnsApi;
import home.hearth.hub.voice.PreparedModels;
import home.hearth.hub.voice.SpeakerModels;
import home.hearth.hub.voice.VoiceModels;
import home.hearth.hub.web.memory.MemoryApi;
import home.hearth.hub.web.voice.RoomSockets;
import home.hearth.hub.web.voice.VoiceApi;
import io.helidon.webserver.websocket.WsRouting;
import home.hearth.hub.web.voice.VoiceEnrolments;
import home.hearth.policies.MemberId;
import home.hearth.policies.Policies;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.voice.AudioCheck;
import home.hearth.profiles.voice.Enrolment;
import home.hearth.profiles.voice.SpeakerVerifier;
import io.helidon.common.tls.Tls;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one composition root: reads nothing but its {@link HubConfig}, builds every component by
 * constructor, and starts them in dependency order (policies, database, people, memory, devices,
 * web). Everything else in the hub is plain constructors.
 */
public final class HubWiring {
    private static final Logger LOG = LoggerFactory.getLogger(HubWiring.class);
    /** Module schemas, in migration order. */
    static final List<String> SCHEMA_MODULES = List.of("profiles", "devices", "hub");
    private final HubConfig config;
    private final VoiceParts voiceParts;
    private final Clock clock;

    private HubWiring(HubConfig config, VoiceParts voiceParts, Clock clock) {
        this.config = config;
        this.voiceParts = voiceParts;
        this.clock = clock;
    }

    public static HubWiring create(HubConfig config) {
        return create(config, VoiceParts.CONFIGURED);
    }

    /** A hub whose voice pipeline uses {@code parts} where given (tests), the configured ones elsewhere. */
    public static HubWiring create(HubConfig config, VoiceParts parts) {
        return create(config, parts, Clock.systemUTC());
    }

    /**
     * A hub on {@code clock} (tests: sign-ins and other deadlines are reached by moving the clock,
     * not by waiting for them).
     */
    public static HubWiring create(HubConfig config, VoiceParts parts, Clock clock) {
        return new HubWiring(config, parts, clock);
    }

    /** Starts every component; if one fails, the ones already started are stopped again. */
    public Hub start() {
        StartedComponents started = new StartedComponents();
        try {
            return startAll(started);
        } catch (RuntimeException e) {
            started.close();
            throw e;
        }
    }

    /** Writes an encrypted copy of the database into {@code dir} (the hub may be running). */
    public Path backup(Path dir) {
        // Never a new database: with a wrong data directory or an unmounted disk, the nightly backup would
        // save an empty one each night while backup.sh rotated the good backups away.
        // A restore cut short may have left no hub.db: say that, not "wrong data directory".
        KeySource.requireNoInterruptedSwap(config.storage().dataDir());
        Path live = config.storage().dataDir().resolve("hub.db");
        if (!Files.isRegularFile(live)) {
            throw new StorageException("there is no database to back up at " + live + "; nothing was written."
                    + " Is HEARTH_DATA_DIR right, and is its disk mounted?");
        }
        try (SqlCipherDatabase db = openDatabase()) {
            return DatabaseBackup.writeTo(db, dir, clock);
        }
    }

    /** Puts {@code backup} in place of the database; refused while a hub runs on the data directory. */
    public Path restore(Path backup) {
        return DatabaseRestore.restore(backup, config.storage(), clock);
    }

    private Hub startAll(StartedComponents started) {
        Policies loaded = PolicyLoader.load(config.household().policyFile());
        DataDirectory.requireWritable(config.storage().dataDir());
        started.push(DataDirLock.acquire(config.storage().dataDir(), "stop it before starting another"));
        Path nativeLibraries = config.storage().dataDir().resolve("native");
        NativeLibraries.prepareOnnxRuntime(nativeLibraries); // before any model loads
        NativeLibraries.prepareSqlite(nativeLibraries, SqlCipherDatabase.driverLibraryFolder()); // before the database opens
        SqlCipherDatabase db = openDatabase();
        started.push(db);
        SqlAuditTrail audit = new SqlAuditTrail(db.dataSource());
        ContentCipher cipher = ContentKeyCheck.open(config.storage(), db.dataSource());
        LivePolicies policies = new LivePolicies(loaded, config.household().policyFile(), audit, clock);
        // Devices start first: automations read preferences from the memory store, and memory changes go to their events.
        // An erased member's id stays theirs (the key file's note, which no restore takes back): see MemberDirectory.
        MemberDirectory members = new MemberDirectory(db.dataSource(), clock,
                id -> cipher.erasedOwners().contains(ContentOwner.member(id.value())));
        // No new content key for a removed or unknown member (a write racing a removal is refused).
        cipher.admitOnly(ContentOwner.admitted(id -> isMember(members, id)));
        MemoryStore memoryStore = new MemoryStore(db.dataSource(), cipher);
        SessionStore sessions = new SessionStore(db.dataSource(), cipher);
        sealAtRest(memoryStore, sessions);
        // Transcripts are kept for the policy's retention.conversations after their last turn, asked at every run.
        started.push(new SessionRetention(sessions, () -> policies.current().retention().conversations(), clock)).start();
        RoomSpeakers speakers = new RoomSpeakers();
        // Only a child has a guardian (the member list's rule); the policy in force decides who wins.
        MemoryPreferences preferences = new MemoryPreferences(memoryStore,
                id -> members.get(id).flatMap(m -> m.guardian()), policies::current,
                ActiveContexts.calendar(config.household().timeZone(), false, Set::of), clock);
        AutomationHooks hooks = new AutomationHooks(preferences, speakers,
                client -> policies.current().mqttAcl().principalOf(client));
        HouseDevices devices = HouseDevices.start(config.mqtt(), config.household(), config.storage().dataDir(),
                db.dataSource(), policies, audit, hooks, clock);
        started.push(devices);
        Memories memories = Memories.start(config.models(), config.household().timeZone(), db.dataSource(), memoryStore,
                cipher, policies, audit,
                MemoryChanges.of(new AutomationMemoryEvents(devices.events())), clock);
        started.push(memories);
        Timers timers = started.push(new Timers(db.dataSource(), cipher, speakers,
                new TimerWording(config.household().timeZone()), clock));
        Tasks tasks = started.push(new Tasks(db.dataSource(), cipher, devices.gateway(), speakers,
                config.conversation().tasksRunning(), clock)).start();
        People people = People.create(db.dataSource(), members,
                new MemberMemoryEraser(memories.service(), memories.handover(), sessions, timers, tasks, cipher), cipher,
                audit, clock);
        people.ensureFirstAdmin(config.household().firstAdminPassword());
        people.finishErasures(cipher);
        timers.start(); // after finishErasures: a restored profile's timers are gone before any is announced
        PreparedModels prepared = new PreparedModels(config.models().cache());
        Optional<SpeakerVerifier> speakerModel = speakerModel(prepared, started);
        VoiceApi voice = voice(people, speakerModel);
        Map<String, BooleanSupplier> checks = new LinkedHashMap<>();
        checks.put("database", db::answers);
        DataDirectory dataDir = new DataDirectory(config.storage().dataDir());
        checks.put("data-directory", ExplainedCheck.essential(dataDir::problem));
        checks.put("mqtt", devices::connected);
        // DOWN while committed memory changes wait to reach the search index (they are retried).
        checks.put("memory_index", () -> memories.search().following().behind() == 0);
        // Named like the language model: what translates memories, or why nothing does (searches still work).
        checks.put("memory-translation: " + memories.translation().state(), () -> true);
        config.http().https().ifPresent(https -> {
            https.problem(clock.instant()).ifPresent(p -> LOG.warn("HTTPS: {}", p));
            checks.put("https-certificate", ExplainedCheck.optional(() -> https.problem(clock.instant())));
        });
        Optional<LanguageModel> llm = languageModel(started, checks);
        Conversations turns = conversations(devices, memories, timers, sessions, tasks, llm, started);
        VoiceRooms rooms = VoiceRooms.create(db.dataSource(), config.household().demo(), devices, people, speakers,
                voiceParts(speakerModel, turns, prepared), prepared, clock);
        started.push(rooms.pipeline());
        Features features = new Features(memories, devices, voice, policies, rooms, turns, sessions, tasks);
        Components components = new Components(new HubMetrics(), checks, audit, people, features, clock,
                config.http().sessionTtl(), new TrustedProxies(config.http().trustedProxies()), dataDir);
        HubGauges.register(components.metrics(), features, turns);
        WebServerConfig.Builder web = WebServer.builder()
                .host(config.http().host())
                .port(config.http().port())
                .maxPayloadSize(Json.MAX_BODY_BYTES) // larger bodies are answered 413
                .routing(r -> routing(r, components))
                .addRouting(wsRouting(components));
        // With a keystore the one listener speaks TLS only: sign-in passwords and tokens never cross the LAN in clear.
        config.http().https().ifPresent(c -> web.tls(Tls.builder().privateKey(c.key()).privateKeyCertChain(c.chain()).build()));
        WebServer server = web.build().start();
        LOG.info("HTTP API listening on {}://{}:{} (OpenAPI at /openapi)", config.http().https().isPresent() ? "https" : "http",
                config.http().host(), server.port());
        return new Hub(server, started, turns, speakers);
    }

    /** The configured speaker model, else the one {@code make run} prepared, else none. */
    private Optional<SpeakerVerifier> speakerModel(PreparedModels prepared, StartedComponents started) {
        Optional<SpeakerVerifier> model = SpeakerModels.load(prepared.speakerModel(config.models().speaker().model()),
                config.models().speaker().threads());
        model.ifPresent(v -> {
            started.push(v::close);
            LOG.info("Speaker verification with model {}", v.modelId());
        });
        return model;
    }

    /** What the voice pipeline runs on: the given parts, else the configured ones. */
    private VoiceRooms.Parts voiceParts(Optional<SpeakerVerifier> speakerModel, TurnService turns,
            PreparedModels prepared) {
        return new VoiceRooms.Parts(
                voiceParts.recognizer().or(() -> Optional.of(VoiceModels.recognizer(config.models()))),
                voiceParts.vad().or(() -> Optional.of(VoiceModels.vad(config.models(), prepared))),
                voiceParts.turns().orElse(turns), speakerModel);
    }

    /** Enrolment and identification with the configured speaker model (none: they answer 503). */
    private VoiceApi voice(People people, Optional<SpeakerVerifier> model) {
        VoiceEnrolments enrolments = new VoiceEnrolments(v -> new Enrolment(v, people.voiceprints(), people.members(),
                AudioCheck.forEnrolment(), clock, Enrolment.MIN_UTTERANCES));
        return new VoiceApi(model, enrolments, people.voiceprints(), people.members());
    }

    /** The configured language model, if any, named in the log and in {@code /health} (a broken one: DEGRADED, why). */
    private Optional<LanguageModel> languageModel(StartedComponents started, Map<String, BooleanSupplier> checks) {
        ConfiguredModel model = started.push(LanguageModels.from(config));
        LOG.info("Language model: {}", model.describe());
        checks.put("language-model: " + model.describe(), ExplainedCheck.optional(model.health()::problem));
        return model.model();
    }

    /** The turn service every door uses (REST turns, the voice pipeline, automations). */
    private Conversations conversations(HouseDevices devices, Memories memories, Timers timers, SessionStore sessions,
            Tasks tasks, Optional<LanguageModel> llm, StartedComponents started) {
        LearningStats learned = new LearningStats();
        ExtractionBatches learning = started.push(new ExtractionBatches(
                llm.map(m -> new MemoryExtractor(m, Duration.ofMinutes(2), 1024)), new CandidateWrites(memories.service(), learned),
                id -> sessions.find(id).isPresent(),
                config.conversation(), config.household().timeZone(), clock, learned)).start();
        // Profiles are consolidated when a session ends and nightly (conversation.nightly-at, household time);
        // decay and expiry run hourly in Memories.
        llm.ifPresent(m -> learning.whenASessionEnds(new ProfileConsolidation(m, memories.service(), learned)::consolidate,
                config.conversation().nightlyAt()));
        Conversations conversations = new Conversations(devices.inventory(), devices.gateway(), devices.stateDeadline(),
                // Without a language model (models.llm unset) sessions are not summarised and nothing is extracted.
                memories.service(), timers, sessions, started.push(new SessionSummaries(sessions, llm)), llm, learning, tasks, clock);
        started.push(conversations);
        return conversations;
    }

    private static boolean isMember(MemberDirectory members, String id) {
        try {
            return members.get(MemberId.of(id)).isPresent();
        } catch (IllegalArgumentException notAnId) {
            return false;
        }
    }

    /** Seals what an older hub kept in plain text, and removes what erased members' keys no longer open. */
    private static void sealAtRest(MemoryStore memories, SessionStore sessions) {
        MemoryStore.AtRest m = memories.sealAtRest();
        int s = sessions.sealAtRest();
        if (m.sealed() + m.removed() + s > 0) {
            LOG.info("Content at rest: {} memories sealed with their owner's key, {} erased members' memories removed,"
                    + " {} conversation sessions sealed or removed", m.sealed(), m.removed(), s);
        }
        if (m.removed() > 0) {
            // A backup older than a removal: what the household kept of the member is under their destroyed key.
            LOG.info("If the household kept what an erased member shared, it is in backups made after their removal,"
                    + " not in this one");
        }
    }

    private SqlCipherDatabase openDatabase() {
        Path dataDir = config.storage().dataDir();
        createDirectories(dataDir);
        SqlCipherDatabase db = KeySource.openDatabase(config.storage());
        new SchemaMigrator(db.dataSource()).migrate(SCHEMA_MODULES);
        return db;
    }

    /** What the routing serves. */
    record Components(HubMetrics metrics, Map<String, BooleanSupplier> healthChecks, SqlAuditTrail audit, People people,
            Features features, Clock clock, Duration sessionTtl, TrustedProxies proxies, DataDirectory dataDir) {}

    /** The household's features behind the REST API. */
    record Features(Memories memories, HouseDevices devices, VoiceApi voice, LivePolicies policies, VoiceRooms rooms,
            TurnService turns, SessionStore sessions, Tasks tasks) {}

    private static final io.helidon.http.Header NOSNIFF =
            io.helidon.http.HeaderValues.createCached(io.helidon.http.HeaderNames.create("X-Content-Type-Options"), "nosniff");

    /** The production routing; tests call it so they run exactly what the hub serves. */
    static void routing(HttpRouting.Builder routing, Components c) {
        ErrorHandling.register(routing, c.dataDir()::readOnlyNow);
        routing.addFilter((chain, req, res) -> {
            c.metrics().increment("hearth_http_requests_total");
            // Every answer, not only the pages: scripts, styles, and the API's JSON and YAML that carry members' text, are
            // never to be taken by a browser for another type (a YAML or text answer run as a script, say).
            res.header(NOSNIFF);
            chain.proceed();
        });
        routing.addFilter(new AuthFilter(new SessionTokens(c.people().tokens(), c.people().members())));
        routing.addFilter(new CrossSiteGuard());
        PagesService.register(routing);
        routing.register(new ObservabilityService(c.healthChecks(), c.metrics(), c.features().rooms().missingParts()));
        routing.register(new OpenApiService(
                List.of("openapi/auth.yaml", "openapi/memories.yaml", "openapi/devices.yaml", "openapi/voice.yaml",
                        "openapi/rooms.yaml", "openapi/turns.yaml",
                        "openapi/sessions.yaml", "openapi/automation-clients.yaml",
                        "openapi/tasks.yaml")));
        routing.register("/api/v1/auth", new AuthApi(c.people().credentials(), c.people().tokens(), c.people().firstAdmin(),
                new LoginThrottle(5, Duration.ofMinutes(15), c.clock()), c.audit(), c.clock(), c.sessionTtl(),
                c.proxies()));
        routing.register("/api/v1/auth/session", new SessionApi(c.people().members(), c.people().tokens(), c.audit(), c.clock()));
        routing.register("/api/v1/members", new MembersApi(c.people().members(), c.people().presence(),
                c.people().credentials(), c.people().removal(), c.audit(), c.clock(), c.features().voice()::memberRemoved));
        routing.register("/api/v1/devices", new DevicesApi(c.features().devices().inventory(), c.features().devices().gateway(), c.features().devices().stateDeadline()));
        routing.register("/api/v1/audit", new AuditApi(c.audit()));
        routing.register("/api/v1/policy", new PolicyApi(c.features().policies()));
        routing.register("/api/v1/automation-clients",
                new AutomationClientsApi(c.features().devices().automationClients(), c.audit(), c.clock()));
        routing.register("/api/v1/voice", c.features().voice());
        VoiceRooms rooms = c.features().rooms();
        routing.register("/api/v1/rooms", new RoomsApi(rooms.rooms(), rooms.microphones(),
                c.features().devices().inventory(), rooms.connections(), rooms.vocabularyChanged(), c.audit(), c.clock()));
        MemoryApi.routing(routing, c.features().memories().service());
        routing.register("/api/v1/turns", new TurnsApi(c.features().turns(), c.clock(), Duration.ofSeconds(60)));
        routing.register("/api/v1/sessions", new SessionsApi(c.features().sessions()));
        routing.register("/api/v1/tasks", new TasksApi(c.features().tasks()));
    }

    /** The room microphone WebSocket, {@code /ws/rooms/{room}}. */
    static WsRouting.Builder wsRouting(Components c) {
        VoiceRooms rooms = c.features().rooms();
        WsRouting.Builder ws = WsRouting.builder();
        new RoomSockets(rooms.rooms(), rooms.microphones(), new SessionTokens(c.people().tokens(), c.people().members()),
                rooms.connections(), rooms.pipeline(), c.metrics()).routing(ws);
        return ws;
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new StorageException("cannot create the data directory " + dir + ": " + e.getMessage(), e);
        }
    }

}
