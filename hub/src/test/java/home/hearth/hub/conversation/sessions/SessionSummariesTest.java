package home.hearth.hub.conversation.sessions;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.conversation.model.ChatRequest;
import home.hearth.hub.conversation.model.ChatResult;
import home.hearth.hub.conversation.model.LanguageModel;
import home.hearth.hub.conversation.model.OpenAiChatModel;
import home.hearth.hub.database.DatabaseKey;
import home.hearth.hub.database.SchemaMigrator;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Summaries of sessions that outgrow their window, written by a scripted OpenAI-compatible model. */
class SessionSummariesTest {
    @TempDir
    Path dir;
    private home.hearth.hub.database.content.ContentCipher cipher;

    /** One cipher per test: two key holders on one key file would each make their own key. */
    private home.hearth.hub.database.content.ContentCipher cipher() {
        if (cipher == null) {
            cipher = home.hearth.hub.memory.MemoryFixture.cipher(dir);
        }
        return cipher;
    }

    @Test
    void summarisesOncePerBatchAndNeverTheSameMessageTwice() {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random());
                ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
                OpenAiChatModel model = new OpenAiChatModel(new OpenAiChatModel.Config(llm.baseUrl(), "test-model",
                        Optional.empty(), Duration.ofSeconds(5)));
                SessionSummaries summaries = new SessionSummaries(new SessionStore(db.dataSource(), cipher()), Optional.of(model))) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), cipher());
            store.create(new Session("s-1", "member:olga", Optional.of("kitchen"), "kitchen", Instant.EPOCH, Instant.EPOCH, 0));
            llm.reply(Reply.text("<think>hmm</think>Olga asked ", "about the lights."), Reply.text("Olga also asked about tea."));
            int turn = 0;
            while (turn < 12) {
                store.append("s-1", "question " + ++turn, "answer " + turn, Instant.EPOCH);
                summaries.afterTurn("s-1");
            }
            // 24 messages: 9 are older than the window, fewer than a batch — nothing yet.
            assertEquals(0, llm.requests().size());
            store.append("s-1", "question " + ++turn, "answer " + turn, Instant.EPOCH);
            summaries.afterTurn("s-1");
            await().atMost(Duration.ofSeconds(20)).until(() -> store.summary("s-1").isPresent());
            SessionSummary first = store.summary("s-1").orElseThrow();
            assertEquals("Olga asked about the lights.", first.text());
            assertTrue(first.byModel(), "marked as written by a model");
            assertEquals(11, first.through());
            store.append("s-1", "question " + ++turn, "answer " + turn, Instant.EPOCH);
            summaries.afterTurn("s-1");
            assertEquals(1, llm.requests().size(), "no new summary until another batch fell out of the window");
            while (turn < 19) {
                store.append("s-1", "question " + ++turn, "answer " + turn, Instant.EPOCH);
                summaries.afterTurn("s-1");
            }
            await().atMost(Duration.ofSeconds(20)).until(() -> store.summary("s-1").orElseThrow().through() > 11);
            String second = llm.requests().get(1).promptText();
            assertTrue(second.contains("Olga asked about the lights."), "the previous summary is carried: " + second);
            assertFalse(second.contains("question 1\n") || second.contains("answer 5"), "no message is summarised twice");
            assertTrue(second.contains("question 7"), second);
            assertEquals(2, llm.requests().size());
        }
    }

    /**
     * A batch completed while the previous summary is still being written is summarised without
     * waiting for another turn (CI once lost exactly this: the turn that completed a batch arrived
     * while an earlier check was reading, and was dropped).
     */
    @Test
    void turnsKeptWhileASummaryIsWrittenAreNotDropped() throws InterruptedException {
        CountDownLatch firstCallHeld = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random());
                ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
                OpenAiChatModel model = new OpenAiChatModel(new OpenAiChatModel.Config(llm.baseUrl(), "test-model",
                        Optional.empty(), Duration.ofSeconds(30)));
                SessionSummaries summaries = new SessionSummaries(new SessionStore(db.dataSource(), cipher()), Optional.of(model))) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), cipher());
            store.create(new Session("s-1", "member:olga", Optional.empty(), "typed", Instant.EPOCH, Instant.EPOCH, 0));
            llm.respondWith(request -> {
                if (firstCallHeld.getCount() > 0) {
                    firstCallHeld.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Reply.text("First notes.");
                }
                return Reply.text("Second notes.");
            });
            int turn = 0;
            while (turn < 13) {
                store.append("s-1", "question " + ++turn, "answer " + turn, Instant.EPOCH);
            }
            summaries.afterTurn("s-1");
            assertTrue(firstCallHeld.await(20, TimeUnit.SECONDS), "the first summary was asked for");
            while (turn < 19) { // completes the second batch while the first summary is being written
                store.append("s-1", "question " + ++turn, "answer " + turn, Instant.EPOCH);
                summaries.afterTurn("s-1");
            }
            release.countDown();
            await().atMost(Duration.ofSeconds(20)).until(() -> store.summary("s-1").map(SessionSummary::text)
                    .filter("Second notes."::equals).isPresent());
            assertEquals(2, llm.requests().size());
        }
    }

    /**
     * A model that throws something unexpected (a bug in a client, a malformed answer) fails that summary only: the
     * log says so without the exception's message, which could quote the conversation, and the next batch is
     * summarised. Before, it ended on the pool thread's default handler: on stderr with its message, not in the log.
     */
    @Test
    void anUnexpectedFailureIsLoggedWithoutItsMessageAndTheNextBatchIsSummarised() {
        AtomicInteger calls = new AtomicInteger();
        LanguageModel failingOnce = new LanguageModel() {
            public String id() {
                return "failing-once";
            }

            public ChatResult chat(ChatRequest request, Consumer<String> tokens, BooleanSupplier cancelled) {
                if (calls.incrementAndGet() == 1) {
                    throw new IllegalStateException("could not read the answer to: question 3 about Olga's blue notebook");
                }
                return new ChatResult("Olga asked about the notebook.", List.of(), 10, 5);
            }

            public void close() {}
        };
        PrintStream stderr = System.err;
        ByteArrayOutputStream unheard = new ByteArrayOutputStream();
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random());
                LogCapture log = new LogCapture();
                SessionSummaries summaries = new SessionSummaries(new SessionStore(db.dataSource(), cipher()),
                        Optional.of(failingOnce))) {
            System.setErr(new PrintStream(unheard, true, StandardCharsets.UTF_8));
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), cipher());
            store.create(new Session("s-1", "member:olga", Optional.empty(), "typed", Instant.EPOCH, Instant.EPOCH, 0));
            int turn = 0;
            while (turn < 13) {
                store.append("s-1", "question " + ++turn + " about Olga's blue notebook", "answer " + turn, Instant.EPOCH);
            }
            summaries.afterTurn("s-1");
            await().atMost(Duration.ofSeconds(10)).until(() -> !log.containing("was not summarised").isEmpty());
            String line = log.containing("was not summarised").getFirst();
            assertTrue(line.contains("IllegalStateException"), line);
            summaries.afterTurn("s-1");
            await().atMost(Duration.ofSeconds(10)).until(() -> store.summary("s-1").isPresent());
            assertEquals("Olga asked about the notebook.", store.summary("s-1").orElseThrow().text());
            assertEquals(List.of(), log.containing("blue notebook"), "nothing of the conversation in the log");
            assertFalse(unheard.toString(StandardCharsets.UTF_8).contains("blue notebook"), "nothing of it on stderr");
        } finally {
            System.setErr(stderr);
        }
    }

    @Test
    void withoutAModelNothingIsSummarised() {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random());
                SessionSummaries summaries = new SessionSummaries(new SessionStore(db.dataSource(), cipher()), Optional.empty())) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), cipher());
            store.create(new Session("s-1", "member:olga", Optional.empty(), "typed", Instant.EPOCH, Instant.EPOCH, 0));
            for (int i = 0; i < 30; i++) {
                store.append("s-1", "q" + i, "a" + i, Instant.EPOCH);
            }
            summaries.afterTurn("s-1");
            assertTrue(store.summary("s-1").isEmpty());
        }
    }
}
