package home.hearth.hub.conversation;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Remember, forget, "what do you know about me?" and cited answers, through the running hub. */
class MemoryIntentsTest {
    @TempDir
    static Path dir;

    static RunningHub hub;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    /** Says it, answering yes when the hub asks to confirm a memory; returns the last answer. */
    static JsonNode remember(Http who, String text) {
        JsonNode r = LocalIntentsTest.say(who, text);
        if (r.has("confirm")) {
            r = LocalIntentsTest.say(who, text.startsWith("lembra") ? "sim" : "yes", r.get("session").asText());
        }
        return r;
    }

    /**
     * As {@link #remember}, for a test that needs the memory kept: fails at once, with the gate's question and the answer
     * to the yes, when it was not (a later "no memory" says less about which turn lost it).
     */
    static JsonNode rememberKept(Http who, String text) {
        JsonNode asked = LocalIntentsTest.say(who, text);
        JsonNode answered = asked.has("confirm")
                ? LocalIntentsTest.say(who, text.startsWith("lembra") ? "sim" : "yes", asked.get("session").asText())
                : asked;
        String reply = answered.path("reply").asText();
        assertTrue(reply.startsWith("OK, I'll remember that") || reply.startsWith("Está bem, "),
                "asked: " + asked + " answered: " + answered);
        return answered;
    }

    @Test
    void remembersWhatItIsToldAndCitesItWhenAsked() {
        Http olga = hub.member("olga", "adult", null);
        JsonNode saved = remember(olga, "Remember that my favourite colour is green");
        assertTrue(saved.get("reply").asText().contains("remember"), saved.toString());
        JsonNode asked = LocalIntentsTest.say(olga, "What is my favourite colour?");
        assertTrue(asked.get("reply").asText().startsWith("You told me on "), asked.toString());
        assertTrue(asked.get("reply").asText().contains("green"), asked.toString());
        assertEquals(1, asked.get("memoriesUsed").size(), asked.toString());
        JsonNode known = LocalIntentsTest.say(olga, "what do you know about me?");
        assertTrue(known.get("reply").asText().contains("favourite colour is green"), known.toString());
        assertFalse(known.get("memoriesUsed").isEmpty());
    }

    @Test
    void anotherMembersMemoryIsNeverUsed() {
        Http rita = hub.member("rita", "adult", null);
        Http bruno = hub.member("bruno", "adult", null);
        JsonNode saved = remember(rita, "remember that my dog is called Biscuit");
        assertTrue(saved.get("reply").asText().contains("remember"), saved.toString());
        JsonNode asked = LocalIntentsTest.say(bruno, "what is my dog called?");
        assertFalse(asked.get("reply").asText().contains("Biscuit"), asked.toString());
        assertEquals("I don't know.", asked.get("reply").asText(), asked.toString());
        assertEquals(0, asked.get("memoriesUsed").size());
        JsonNode known = LocalIntentsTest.say(bruno, "what do you know about me?");
        assertFalse(known.toString().contains("Biscuit"), known.toString());
        JsonNode forget = LocalIntentsTest.say(bruno, "forget that my dog is called Biscuit");
        assertFalse(forget.toString().contains("Biscuit\u201d?"), "bruno cannot forget rita's memory: " + forget);
        JsonNode own = LocalIntentsTest.say(rita, "what is my dog called?");
        assertTrue(own.get("reply").asText().contains("Biscuit"), own.toString());
    }

    @Test
    void understandsPortuguese() {
        Http ines = hub.member("ines", "adult", null);
        JsonNode saved = remember(ines, "lembra que o meu carro é azul");
        assertTrue(saved.get("reply").asText().contains("lembrar"), saved.toString());
        JsonNode asked = LocalIntentsTest.say(ines, "de que cor é o meu carro?");
        assertTrue(asked.get("reply").asText().startsWith("Disseste-me a "), asked.toString());
        assertTrue(asked.get("reply").asText().contains("azul"), asked.toString());
        JsonNode known = LocalIntentsTest.say(ines, "o que sabes sobre mim?");
        assertTrue(known.get("reply").asText().contains("carro é azul"), known.toString());
    }

    @Test
    void aRememberLeftUnansweredWaitsOnlyOnItsOwnersPendingListForTheirYesOrNo() {
        Http nadia = hub.member("nadia", "adult", null);
        Http omar = hub.member("omar", "adult", null);
        JsonNode asked = LocalIntentsTest.say(nadia, "remember that my umbrella is in the car");
        assertTrue(asked.has("confirm"), asked.toString());
        LocalIntentsTest.say(nadia, "remember that the spare charger is in the hall drawer");

        JsonNode pending = json(nadia.get("/api/v1/memories/pending"));
        assertEquals(2, pending.get("count").asInt(), pending.toString());
        JsonNode umbrella = pendingAbout(pending, "umbrella");
        assertFalse(umbrella.get("prompt").asText().isBlank(), umbrella.toString());
        String umbrellaId = umbrella.get("id").asText();
        String chargerId = pendingAbout(pending, "charger").get("id").asText();

        JsonNode omars = json(omar.get("/api/v1/memories/pending"));
        assertEquals(0, omars.get("count").asInt(), "nobody else's pending writes: " + omars);
        assertFalse(omars.toString().contains("umbrella"));
        assertEquals(404, omar.delete("/api/v1/memories/pending/" + umbrellaId).statusCode());
        assertEquals(404, omar.post("/api/v1/memories/pending/" + umbrellaId + "/confirm", "{}").statusCode());

        var yes = nadia.post(umbrella.get("confirm").asText(), "{}");
        assertEquals(201, yes.statusCode(), yes.body());
        assertEquals("confirmed", json(yes).get("memory").get("source").asText(), yes.body());
        assertEquals(204, nadia.delete("/api/v1/memories/pending/" + chargerId).statusCode());
        assertEquals(404, nadia.delete("/api/v1/memories/pending/" + chargerId).statusCode(), "declined once");

        assertEquals(0, json(nadia.get("/api/v1/memories/pending")).get("count").asInt());
        String mine = nadia.get("/api/v1/memories").body();
        assertTrue(mine.contains("umbrella"), mine);
        assertFalse(mine.contains("charger"), "a declined write is never stored: " + mine);
    }

    private static JsonNode pendingAbout(JsonNode list, String word) {
        for (JsonNode p : list.get("pending")) {
            if (p.get("text").asText().contains(word)) {
                return p;
            }
        }
        throw new AssertionError("no pending write about " + word + " in " + list);
    }

    /**
     * A yes that restates the memory question's action ("yes, remember that", "sim, guarda isso", "yes, forget it",
     * "sim, esquece") answers it; one that restates another action (unlocking, forgetting where remembering was asked)
     * does nothing and asks again.
     */
    @Test
    void aYesThatRestatesTheMemoryQuestionsActionCountsAndOneThatRestatesAnotherDoesNot() {
        Http ines = hub.member("iris", "adult", null);
        JsonNode asked = LocalIntentsTest.say(ines, "remember that my bike is the blue one");
        String session = asked.get("session").asText();
        assertTrue(asked.has("confirm"), asked.toString());
        for (String other : new String[] {"yes, unlock it", "yes, forget it", "yes, turn on the kitchen light"}) {
            JsonNode r = LocalIntentsTest.say(ines, other, session);
            assertTrue(r.has("confirm"), other + " is not a yes to remembering: " + r);
            assertEquals(0, count(ines), other + " stored nothing");
        }
        JsonNode kept = LocalIntentsTest.say(ines, "yes, remember that", session);
        assertTrue(kept.get("reply").asText().contains("remember"), kept.toString());
        assertEquals(1, count(ines), kept.toString());

        JsonNode pt = LocalIntentsTest.say(ines, "lembra que o meu carro é o cinzento", session);
        assertTrue(pt.has("confirm"), pt.toString());
        JsonNode guardado = LocalIntentsTest.say(ines, "sim, guarda isso", session);
        assertTrue(guardado.get("reply").asText().contains("lembrar"), guardado.toString());
        assertEquals(2, count(ines), guardado.toString());

        JsonNode forget = LocalIntentsTest.say(ines, "forget that my bike is the blue one", session);
        assertTrue(forget.get("confirm").asText().startsWith("Shall I forget"), forget.toString());
        JsonNode wrong = LocalIntentsTest.say(ines, "yes, remember that", session);
        assertTrue(wrong.has("confirm"), "remembering is no yes to forgetting: " + wrong);
        assertEquals(2, count(ines));
        JsonNode forgotten = LocalIntentsTest.say(ines, "yes, forget it", session);
        assertEquals("Forgotten.", forgotten.get("reply").asText(), forgotten.toString());
        assertEquals(1, count(ines));

        JsonNode esquece = LocalIntentsTest.say(ines, "esquece que o meu carro é o cinzento", session);
        assertTrue(esquece.has("confirm"), esquece.toString());
        JsonNode esquecido = LocalIntentsTest.say(ines, "sim, esquece", session);
        assertEquals("Esquecido.", esquecido.get("reply").asText(), esquecido.toString());
        assertEquals(0, count(ines));
    }

    /** A no with more words to a memory question leaves things as they are. */
    @Test
    void aNoWithMoreWordsToAMemoryQuestionStoresNothing() {
        Http joao = hub.member("joao", "adult", null);
        JsonNode asked = LocalIntentsTest.say(joao, "lembra que o meu guarda-chuva é o verde");
        assertTrue(asked.has("confirm"), asked.toString());
        JsonNode no = LocalIntentsTest.say(joao, "não, não guardes", asked.get("session").asText());
        assertEquals("Está bem, fica como está.", no.get("reply").asText(), no.toString());
        JsonNode yes = LocalIntentsTest.say(joao, "sim", asked.get("session").asText());
        assertTrue(yes.get("reply").asText().startsWith("Não há nada"), "the no answered it: " + yes);
    }

    /**
     * "no, forget it" / "não, esquece" (and "no, never mind", "não, deixa") to the entry gate's "Shall I remember …?" or
     * to "Shall I forget …?" is a no: nothing is stored, nothing is forgotten, and a later yes has nothing to agree to.
     */
    @Test
    void aNoFollowedByForgetItOrNeverMindIsANoToTheMemoryQuestion() {
        Http rosa = hub.member("rosa", "adult", null);
        String[][] gate = {{"remember that my scarf is the red one", "no, forget it", "OK, I'll leave it as it is."},
            {"lembra que o meu cachecol é o azul", "não, esquece", "Está bem, fica como está."}};
        for (String[] c : gate) {
            JsonNode asked = LocalIntentsTest.say(rosa, c[0]);
            assertTrue(asked.has("confirm"), asked.toString());
            String session = asked.get("session").asText();
            JsonNode no = LocalIntentsTest.say(rosa, c[1], session);
            assertEquals(c[2], no.get("reply").asText(), c[1] + ": " + no);
            JsonNode yes = LocalIntentsTest.say(rosa, "yes", session);
            assertTrue(yes.get("reply").asText().startsWith("There is nothing"), "the no answered it: " + yes);
            assertEquals(0, count(rosa), c[1] + " stored nothing");
        }
        remember(rosa, "remember that my hat is the grey one");
        remember(rosa, "lembra que o meu chapéu é o cinzento");
        assertEquals(2, count(rosa));
        String[][] forget = {{"forget that my hat is the grey one", "no, never mind", "OK, I'll leave it as it is."},
            {"esquece que o meu chapéu é o cinzento", "não, esquece", "Está bem, fica como está."},
            {"esquece que o meu chapéu é o cinzento", "não, deixa", "Está bem, fica como está."},
            {"forget that my hat is the grey one", "no, forget it", "OK, I'll leave it as it is."}};
        for (String[] c : forget) {
            JsonNode asked = LocalIntentsTest.say(rosa, c[0]);
            assertTrue(asked.get("confirm").asText().startsWith(c[0].startsWith("forget") ? "Shall I forget" : "Esqueço"),
                    asked.toString());
            JsonNode no = LocalIntentsTest.say(rosa, c[1], asked.get("session").asText());
            assertEquals(c[2], no.get("reply").asText(), c[1] + ": " + no);
            assertEquals(2, count(rosa), c[1] + " forgot nothing");
        }
    }

    /**
     * "can you remember that …" / "podes lembrar-te que …" asks to remember, politely: without a language model the
     * entry gate asks "Shall I …?" and a yes stores what followed "that"/"que"; "can you remember where I left my
     * keys?" / "consegues lembrar-te onde …?" stays a question and stores nothing.
     */
    @Test
    void aPoliteRequestToRememberIsStoredAfterTheGatesYesAndAQuestionAboutMemoryIsNot() {
        Http leo = hub.member("leo", "adult", null);
        String[][] requests = {{"can you remember that my bike is the red one", "yes", "my bike is the red one"},
            {"Could you remember that my helmet is in the hall?", "yes", "my helmet is in the hall"},
            {"podes lembrar-te que a minha bicicleta é a vermelha", "sim", "a minha bicicleta é a vermelha"},
            {"consegues guardar que o meu capacete está no corredor?", "sim", "o meu capacete está no corredor"}};
        for (String[] r : requests) {
            JsonNode asked = LocalIntentsTest.say(leo, r[0]);
            assertTrue(asked.has("confirm"), r[0] + " asks the gate's question: " + asked);
            JsonNode kept = LocalIntentsTest.say(leo, r[1], asked.get("session").asText());
            assertFalse(kept.has("confirm"), kept.toString());
        }
        JsonNode mine = json(leo.get("/api/v1/memories"));
        assertEquals(requests.length, mine.get("count").asInt(), mine.toString());
        for (int i = 0; i < requests.length; i++) {
            String kept = mine.at("/memories/" + i + "/text").asText();
            assertEquals(requests[i][2], kept.substring(0, 1).toLowerCase() + kept.substring(1), "the words after that/que");
        }
        for (String question : List.of("can you remember where I left my keys?", "can you remember what my cat is called?",
                "consegues lembrar-te onde deixei as chaves?")) {
            JsonNode asked = LocalIntentsTest.say(leo, question);
            assertFalse(asked.has("confirm"), question + " is a question, nothing to keep: " + asked);
        }
        assertEquals(requests.length, count(leo), "the questions stored nothing");
    }

    private static int count(Http who) {
        return json(who.get("/api/v1/memories")).get("count").asInt();
    }

    @Test
    void forgetsAfterAYesAndThenDoesNotKnow() {
        Http tom = hub.member("tom", "adult", null);
        remember(tom, "remember that my locker code place is the blue box in the garage");
        JsonNode ask = LocalIntentsTest.say(tom, "forget where my locker code place is");
        assertTrue(ask.has("confirm"), ask.toString());
        JsonNode yes = LocalIntentsTest.say(tom, "sim", ask.get("session").asText());
        assertTrue(yes.get("reply").asText().contains("Forgotten") || yes.get("reply").asText().contains("Esquecido"),
                yes.toString());
        JsonNode known = LocalIntentsTest.say(tom, "what do you know about me?");
        assertFalse(known.get("reply").asText().contains("blue box"), known.toString());
    }

    @Test
    void refusesToRememberASecretAndSaysWhy() {
        Http ana = hub.member("ana", "adult", null);
        JsonNode r = remember(ana, "remember that my bank password is hunter2-Xq9");
        assertTrue(r.get("reply").asText().startsWith("I won't remember that"), r.toString());
        assertFalse(LocalIntentsTest.say(ana, "what do you know about me?").toString().contains("hunter2"));
    }

    @Test
    void anUncertainVoiceIsAskedWhoIsSpeakingBeforeAnythingPersonal() {
        Http zoe = hub.member("zoe", "adult", null);
        remember(zoe, "remember that my favourite singer is Amália");
        Principal uncertain = new Principal(Optional.of(MemberId.of("zoe")), Role.ADULT, IdentityLevel.UNCERTAIN,
                Optional.empty());
        for (String text : List.of("what do you know about me?", "what is my favourite singer?",
                "remember that my shoe size is 38")) {
            List<TurnEvent> events = new CopyOnWriteArrayList<>();
            hub.turns().start(new Turn(Optional.of("kitchen"), uncertain, text, TurnSource.VOICE, Optional.empty(),
                    Instant.now()), events::add);
            await().atMost(Duration.ofSeconds(20)).until(() -> !events.isEmpty() && events.getLast() instanceof TurnEvent.End);
            String said = events.stream().filter(TurnEvent.ReplySegment.class::isInstance)
                    .map(e -> ((TurnEvent.ReplySegment) e).text()).reduce("", String::concat);
            assertTrue(said.contains("who is it?"), text + " -> " + said);
            assertFalse(said.contains("Amália"), said);
            assertTrue(events.stream().noneMatch(TurnEvent.MemoriesUsed.class::isInstance));
        }
        assertFalse(LocalIntentsTest.say(zoe, "what do you know about me?").toString().contains("shoe size"));
    }

    @Test
    void anUnknownSpeakerIsToldTheHouseholdsMemoryNotAnInternalError() {
        Http lena = hub.member("lena", "adult", null);
        JsonNode saved = remember(lena, "remember for everyone that the recycling bins go out on Tuesday");
        assertTrue(saved.get("reply").asText().contains("remember"), saved.toString());
        List<TurnEvent> events = new CopyOnWriteArrayList<>();
        hub.turns().start(new Turn(Optional.of("kitchen"), Principal.unknown(), "when do the recycling bins go out?",
                TurnSource.VOICE, Optional.empty(), Instant.now()), events::add);
        await().atMost(Duration.ofSeconds(20)).until(() -> !events.isEmpty() && events.getLast() instanceof TurnEvent.End);
        assertTrue(events.stream().noneMatch(TurnEvent.Failed.class::isInstance), events.toString());
        String said = events.stream().filter(TurnEvent.ReplySegment.class::isInstance)
                .map(e -> ((TurnEvent.ReplySegment) e).text()).reduce("", String::concat);
        assertTrue(said.startsWith("I was told on ") && said.contains("Tuesday"), said);
    }

    @Test
    void withoutALanguageModelOnlyExplicitRememberRequestsBecomeMemories() {
        Http vera = hub.member("vera", "adult", null);
        for (String said : List.of("My sister lives in Porto", "She works at the hospital there", "Her dog is called Fado",
                "I visit her every summer")) {
            LocalIntentsTest.say(vera, said);
        }
        remember(vera, "remember that my sister's name is Ana");
        JsonNode mine = json(vera.get("/api/v1/memories"));
        assertEquals(1, mine.get("count").asInt(), mine.toString());
        assertTrue(mine.at("/memories/0/text").asText().contains("Ana"), mine.toString());
        assertTrue(hub.admin().get("/metrics").body().contains("hearth_extraction_runs_total 0"), "no model, no extraction");
    }
}
