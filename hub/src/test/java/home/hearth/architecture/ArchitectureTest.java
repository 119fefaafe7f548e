package home.hearth.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import home.hearth.hub.lifecycle.ExternalProgram;
import home.hearth.policies.Sha256;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The module arrows of the root README.md ("Modules") and the package arrows of hub/README.md,
 * checked on the compiled classes: {@code policies} is pure decisions (no I/O, SQL, network,
 * logging or threads); {@code profiles} and {@code devices} do not see each other; nothing below
 * {@code hub} sees {@code hub}; inside the hub, web -> voice -> conversation -> memory, house, and
 * nothing calls back up.
 */
class ArchitectureTest {
    private static JavaClasses hearth;

    @BeforeAll
    static void importHearth() {
        hearth = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                // Test helpers shared as test-jars (profiles' speech and bench code) are tests too.
                .withImportOption(location -> !location.asURI().toString().contains("-tests.jar"))
                .importPackages("home.hearth");
    }

    @Test
    void policiesDoNoIoSqlNetworkLoggingOrThreads() {
        ArchRule rule = noClasses().that().resideInAPackage("home.hearth.policies..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "java.nio.file..", "java.nio.channels..", "java.net..", "java.sql..", "javax.sql..",
                        "org.slf4j..", "java.util.logging..", "java.lang.System.Logger", "java.util.concurrent..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.File")
                .orShould().dependOnClassesThat().haveNameMatching("java\\.io\\.(File|RandomAccessFile)\\w*")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
                .because("policies decide from values passed in: the clock, facts and texts come from the caller");
        rule.check(hearth);
    }

    @Test
    void policiesDependOnNoOtherModule() {
        noClasses().that().resideInAPackage("home.hearth.policies..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "home.hearth.profiles..", "home.hearth.devices..", "home.hearth.hub..")
                .check(hearth);
    }

    @Test
    void storageDependsOnNoOtherModule() {
        noClasses().that().resideInAPackage("home.hearth.storage..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "home.hearth.policies..", "home.hearth.profiles..", "home.hearth.devices..", "home.hearth.hub..")
                .because("storage is how every module reaches the database; it knows none of them")
                .check(hearth);
    }

    @Test
    void onlyTheStorageModuleOpensDatabaseConnections() {
        noClasses().that().resideOutsideOfPackages("home.hearth.storage..", "home.hearth.hub.database..")
                .should().dependOnClassesThat().resideInAnyPackage("org.sqlite..", "com.zaxxer.hikari..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.sql.DriverManager")
                .because("connections are opened one way (SqlCipher) and handed out by the pool")
                .check(hearth);
    }

    @Test
    void profilesAndDevicesDoNotSeeEachOther() {
        noClasses().that().resideInAPackage("home.hearth.profiles..")
                .should().dependOnClassesThat().resideInAPackage("home.hearth.devices..")
                .check(hearth);
        noClasses().that().resideInAPackage("home.hearth.devices..")
                .should().dependOnClassesThat().resideInAPackage("home.hearth.profiles..")
                .check(hearth);
    }

    @Test
    void onlyTheHubSeesTheHub() {
        noClasses().that().resideInAnyPackage("home.hearth.profiles..", "home.hearth.devices..")
                .should().dependOnClassesThat().resideInAPackage("home.hearth.hub..")
                .check(hearth);
    }

    @Test
    void theVoicePipelineNeverCallsUpIntoTheWebLayer() {
        noClasses().that().resideInAPackage("home.hearth.hub.voice..")
                .should().dependOnClassesThat().resideInAPackage("home.hearth.hub.web..")
                .because("web -> voice -> conversation: the WebSocket calls the pipeline, never the other way")
                .check(hearth);
    }

    @Test
    void recognisersAndDetectorsAreAdaptersThatKnowOnlyAudio() {
        noClasses().that().resideInAnyPackage("home.hearth.hub.voice.recognition..", "home.hearth.hub.voice.vad..")
                .should().dependOnClassesThat().resideInAnyPackage("home.hearth.hub", "home.hearth.hub.voice",
                        "home.hearth.hub.voice.internal..", "home.hearth.hub.voice.rooms..", "home.hearth.hub.conversation..",
                        "home.hearth.hub.memory..", "home.hearth.hub.house..", "home.hearth.hub.config..",
                        "home.hearth.hub.database..", "home.hearth.hub.web..")
                .because("the pipeline drives recognisers and VADs; they see samples and words, nothing of the house")
                .check(hearth);
    }

    @Test
    void theConversationNeverCallsUpIntoVoiceOrWeb() {
        noClasses().that().resideInAPackage("home.hearth.hub.conversation..")
                .should().dependOnClassesThat().resideInAnyPackage("home.hearth.hub.voice..", "home.hearth.hub.web..")
                .because("the pipeline calls the turn service; turns come back only as events")
                .check(hearth);
    }

    @Test
    void memoryAndDevicesNeverCallUpIntoConversationOrVoice() {
        noClasses().that().resideInAnyPackage("home.hearth.hub.memory..", "home.hearth.hub.house..")
                .should().dependOnClassesThat().resideInAnyPackage("home.hearth.hub.conversation..",
                        "home.hearth.hub.voice..")
                .check(hearth);
    }

    @Test
    void memoryNeverUsesTheWebLayer() {
        noClasses().that().resideInAPackage("home.hearth.hub.memory..")
                .should().dependOnClassesThat().resideInAPackage("home.hearth.hub.web..")
                .because("the web calls the memory use cases; their errors are mapped once in web.ErrorHandling")
                .check(hearth);
    }

    @Test
    void memoryPackagesFollowTheFlowFromUseCasesToValues() {
        String m = "home.hearth.hub.memory";
        noClasses().that().resideInAnyPackage(m + ".writing..", m + ".reading..", m + ".persistence..", m + ".values..",
                        m + ".adapters..", m + ".internal..", m + ".lifecycle..", m + ".search..", m + ".translation..",
                        m + ".changes..")
                .should().dependOnClassesThat().resideInAPackage(m)
                .because("MemoryService at the root builds the use cases; nothing below it calls back up")
                .check(hearth);
        noClasses().that().resideInAPackage(m + ".reading..")
                .should().dependOnClassesThat().resideInAnyPackage(m + ".writing..", m + ".adapters..", m + ".lifecycle..")
                .because("writing reads (neighbours, access checks); reading never writes")
                .check(hearth);
        noClasses().that().resideInAnyPackage(m + ".persistence..", m + ".internal..")
                .should().dependOnClassesThat().resideInAnyPackage(m + ".writing..", m + ".reading..", m + ".adapters..",
                        m + ".lifecycle..")
                .because("persistence keeps rows; the use cases above it decide what to keep and who sees it")
                .check(hearth);
        classes().that().resideInAPackage(m + ".values..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(m + ".values..", m + ".search..",
                        "home.hearth.policies..", "java..", "")
                .because("values are records checked on their own: no storage, no use case, no I/O")
                .check(hearth);
    }

    @Test
    void memoryTellsOfChangesThroughListenersNeverToDevicesItself() {
        noClasses().that().resideInAPackage("home.hearth.hub.memory..")
                .and().resideOutsideOfPackage("home.hearth.hub.memory.adapters..")
                .should().dependOnClassesThat().resideInAPackage("home.hearth.devices..")
                .because("committed changes reach automations through a MemoryChangeListener wired in the hub root;"
                        + " only memory.adapters serves the device side")
                .check(hearth);
    }

    @Test
    void backgroundTasksRunDeviceStepsAndNeverCallBackIntoTheTurn() {
        String c = "home.hearth.hub.conversation";
        noClasses().that().resideInAPackage(c + ".tasks..")
                .should().dependOnClassesThat().resideInAnyPackage(c, c + ".internal..", c + ".sessions..", c + ".learning..",
                        c + ".model..", c + ".timers..", c + ".extraction..", "home.hearth.hub.memory..", "home.hearth.hub.voice..",
                        "home.hearth.hub.web..")
                .because("turns and the REST API start, read and cancel tasks; a task runs its device steps as its member"
                        + " and tells its end through the room's speaker, never through a turn")
                .check(hearth);
        noClasses().that().resideOutsideOfPackage(c + ".tasks..")
                .should().dependOnClassesThat().resideInAPackage(c + ".tasks.internal..")
                .because("Tasks at the package root is the way in; its table and runner are its own")
                .check(hearth);
    }

    @Test
    void noMainCodeWritesToStandardOutput() {
        noClasses().that().resideInAPackage("home.hearth..")
                .should().accessField(System.class, "out")
                .because("logging goes through SLF4J, where levels keep personal content out of INFO")
                .check(hearth);
    }

    @Test
    void languageModelsAndReplySegmentsSeeNoOtherPartOfTheHub() {
        classes().that().resideInAnyPackage("home.hearth.hub.conversation.model..", "home.hearth.hub.conversation.reply..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("home.hearth.hub.conversation.model..",
                        "home.hearth.hub.conversation.reply..", "home.hearth.hub.config..", "home.hearth.hub.lifecycle..",
                        "java..", "javax..", "com.fasterxml.jackson..",
                        "org.slf4j..", "de.kherud.llama..", "")
                .because("providers turn messages into text and tool calls; what the text means is the turn's business")
                .check(hearth);
    }

    @Test
    void automationClientsAreManagedThroughTheHouseNeverTheDatabaseOrTheBrokerDirectly() {
        noClasses().that().resideInAPackage("home.hearth.hub.web.automation..")
                .should().dependOnClassesThat().resideInAnyPackage("home.hearth.hub.database..", "home.hearth.storage..",
                        "java.sql..", "javax.sql..", "home.hearth.devices.broker..")
                .because("house.AutomationClients keeps the accounts and closes revoked clients' connections; the API maps it to HTTP")
                .check(hearth);
    }

    @Test
    void thePagesReachTheHouseholdOnlyThroughTheRestApi() {
        noClasses().that().resideInAPackage("home.hearth.hub.web.pages..")
                .should().dependOnClassesThat().resideInAnyPackage("home.hearth.hub.memory..", "home.hearth.hub.voice..",
                        "home.hearth.hub.conversation..", "home.hearth.hub.house..", "home.hearth.hub.database..",
                        "home.hearth.profiles..", "home.hearth.devices..")
                .because("the pages hold no data and add no rule: their scripts call the same REST API as any client")
                .check(hearth);
    }

    @Test
    void memoryTranslationOnlyRunsApertiumAndSeesNothingElseOfTheHub() {
        classes().that().resideInAPackage("home.hearth.hub.memory.translation..")
                .should().onlyDependOnClassesThat(resideInAnyPackage("home.hearth.hub.memory.translation..", "java..", "")
                        .or(equivalentTo(ExternalProgram.class)).or(equivalentTo(Sha256.class)))
                .because("a translation is text in, text out through a separate program (run with a deadline, as"
                        + " speech synthesis runs its own); the memory store decides what to keep (its glossary's"
                        + " version is a hash: the one SHA-256 helper of policies)")
                .check(hearth);
    }

    @Test
    void lifecycleHelpersAreALeafEveryPackageMayUse() {
        classes().that().resideInAPackage("home.hearth.hub.lifecycle..")
                .should().onlyDependOnClassesThat(resideInAnyPackage("home.hearth.hub.lifecycle..", "java..", "org.slf4j..", "")
                        .or(equivalentTo(Sha256.class)))
                .because("starting, stopping and repeating know nothing of what they start, stop or repeat")
                .check(hearth);
    }

    @Test
    void extractionAsksTheModelAndKnowsNothingOfStorage() {
        classes().that().resideInAPackage("home.hearth.hub.conversation.extraction..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("home.hearth.hub.conversation.extraction..",
                        "home.hearth.hub.conversation.model..", "home.hearth.policies..", "java..",
                        "com.fasterxml.jackson..", "")
                .because("candidates go to the entry gate through the caller; extraction writes nothing")
                .check(hearth);
    }

    @Test
    void learningWritesMemoriesOnlyThroughTheMemoryService() {
        noClasses().that().resideInAPackage("home.hearth.hub.conversation.learning..")
                .should().dependOnClassesThat().resideInAnyPackage("home.hearth.hub.memory.persistence..",
                        "home.hearth.hub.memory.internal..", "home.hearth.hub.memory.search..", "home.hearth.hub.database..",
                        "java.sql..", "home.hearth.hub.conversation.internal..")
                .because("extracted candidates and profiles go through the entry gate on the ordinary write path")
                .check(hearth);
    }
}
