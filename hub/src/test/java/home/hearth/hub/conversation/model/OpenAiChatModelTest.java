package home.hearth.hub.conversation.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.web.Json;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import home.hearth.hub.testing.ScriptedOpenAiServer.ScriptedCall;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OpenAiChatModelTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "sk-secret-key-for-tests";
    private static final ToolSpec DEVICE_COMMAND = new ToolSpec("device_command", "Switch a device",
            "{\"type\":\"object\",\"properties\":{\"device\":{\"type\":\"string\"},\"command\":{\"type\":\"string\"}},"
                    + "\"required\":[\"device\",\"command\"]}");

    private ScriptedOpenAiServer server;
    private OpenAiChatModel model;
    private final List<String> tokens = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() {
        server = ScriptedOpenAiServer.start();
        model = modelAt(server.baseUrl());
    }

    @AfterEach
    void stop() {
        model.close();
        server.close();
    }

    private static OpenAiChatModel modelAt(URI url) {
        return new OpenAiChatModel(new OpenAiChatModel.Config(url, "qwen2.5:3b", Optional.of(KEY), Duration.ofSeconds(2)));
    }

    private static ChatRequest ask(String text, Duration timeout, ToolSpec... tools) {
        return new ChatRequest(List.of(ChatMessage.system("You are the house."), ChatMessage.user(text)),
                List.of(tools), 128, timeout);
    }

    private ChatResult chat(ChatRequest request) {
        return model.chat(request, tokens::add, () -> false);
    }

    private String failure(ChatRequest request) {
        return assertThrows(LanguageModelException.class, () -> chat(request)).getMessage();
    }

    @Test
    void streamsTheReplyPieceByPieceAndReturnsItWhole() {
        server.reply(Reply.text("It is ", "22.5 °C", " in the hall."));

        ChatResult result = chat(ask("temperature?", Duration.ofSeconds(5)));

        assertEquals(List.of("It is ", "22.5 °C", " in the hall."), tokens);
        assertEquals("It is 22.5 °C in the hall.", result.text());
        assertEquals(List.of(), result.toolCalls());
        assertEquals(42, result.tokensIn(), "the server's usage chunk counts");
        assertTrue(result.tokensOut() > 0);
    }

    @Test
    void sendsTheModelMessagesToolsAndKeyInTheOpenAiWireFormat() throws Exception {
        server.reply(Reply.text("ok"));
        ToolCall earlier = new ToolCall("call_7", "device_command", "{\"device\":\"hall-light\",\"command\":\"on\"}");
        ChatRequest request = new ChatRequest(List.of(ChatMessage.system("sys"), ChatMessage.user("light on"),
                new ChatMessage("assistant", "", List.of(earlier), Optional.empty()),
                ChatMessage.toolResult("call_7", "{\"outcome\":\"confirmed\"}")), List.of(DEVICE_COMMAND), 64,
                Duration.ofSeconds(5));

        chat(request);

        ScriptedOpenAiServer.CapturedRequest sent = server.requests().getFirst();
        assertEquals("POST", sent.method());
        assertEquals("/v1/chat/completions", sent.path());
        assertEquals("Bearer " + KEY, sent.headers().get("authorization"));
        JsonNode body = sent.json();
        assertEquals("qwen2.5:3b", body.path("model").asText());
        assertTrue(body.path("stream").asBoolean());
        assertEquals(64, body.path("max_tokens").asInt());
        List<String> roles = new java.util.ArrayList<>();
        body.path("messages").forEach(m -> roles.add(m.path("role").asText()));
        assertEquals(List.of("system", "user", "assistant", "tool"), roles);
        JsonNode assistant = body.path("messages").get(2);
        assertTrue(assistant.path("content").isNull());
        assertEquals("device_command", assistant.path("tool_calls").get(0).path("function").path("name").asText());
        assertEquals(earlier.arguments(), assistant.path("tool_calls").get(0).path("function").path("arguments").asText());
        assertEquals("call_7", body.path("messages").get(3).path("tool_call_id").asText());
        JsonNode tool = body.path("tools").get(0);
        assertEquals("function", tool.path("type").asText());
        assertEquals(JSON.readTree(DEVICE_COMMAND.parametersSchema()), tool.path("function").path("parameters"));
    }

    @Test
    void aRequiredToolCallOrAJsonReplyIsAskedForInTheOpenAiFields() throws Exception {
        server.reply(Reply.toolCall("device_command", "{}"), Reply.text("{\"memories\":[]}"));
        String schema = "{\"type\":\"object\",\"properties\":{\"memories\":{\"type\":\"array\"}}}";

        chat(new ChatRequest(List.of(ChatMessage.user("on")), List.of(DEVICE_COMMAND), 32, Duration.ofSeconds(5),
                ReplyFormat.toolCall()));
        chat(new ChatRequest(List.of(ChatMessage.user("extract")), List.of(), 32, Duration.ofSeconds(5), ReplyFormat.json(schema)));

        assertEquals("required", server.requests().get(0).json().path("tool_choice").asText());
        JsonNode format = server.requests().get(1).json().path("response_format");
        assertEquals("json_schema", format.path("type").asText());
        assertEquals(JSON.readTree(schema), format.path("json_schema").path("schema"));
        assertTrue(server.requests().get(1).json().path("tool_choice").isMissingNode());
    }

    @Test
    void assemblesToolCallsStreamedInPiecesByTheirIndex() throws Exception {
        String kitchen = "{\"device\":\"kitchen-light\",\"command\":\"off\"}";
        String hall = "{\"device\":\"hall-thermostat\",\"command\":\"set 21.5\"}";
        server.reply(Reply.toolCalls(new ScriptedCall("device_command", kitchen), new ScriptedCall("device_command", hall)));

        ChatResult result = chat(ask("kitchen off, hall to 21.5", Duration.ofSeconds(5), DEVICE_COMMAND));

        assertEquals("", result.text());
        assertEquals(List.of(), tokens, "tool-call arguments are not reply text");
        assertEquals(List.of(new ToolCall("call_0", "device_command", kitchen), new ToolCall("call_1", "device_command", hall)),
                result.toolCalls());
    }

    /**
     * A server that streams each call whole with neither index nor id (as Ollama may): a second call is a second call.
     * Before, it was joined to the first ('{..}{..}', of which only the first object is read), so the second action was
     * silently never done while the model, having had a tool act, could say both were.
     */
    @Test
    void wholeCallsWithNeitherIndexNorIdStaySeparateCalls() throws Exception {
        String kitchen = "{\"device\":\"kitchen light\",\"action\":\"off\"}";
        String hall = "{\"device\":\"hall light\",\"action\":\"off\"}";
        server.reply(Reply.events(
                "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"function\":{\"name\":\"device_command\",\"arguments\":"
                        + Json.write(kitchen) + "}}]}}]}",
                "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"function\":{\"name\":\"device_command\",\"arguments\":"
                        + Json.write(hall) + "}}]},\"finish_reason\":\"tool_calls\"}]}",
                "[DONE]"));

        ChatResult result = chat(ask("kitchen and hall lights off", Duration.ofSeconds(5), DEVICE_COMMAND));

        assertEquals(List.of(new ToolCall("call_0", "device_command", kitchen), new ToolCall("call_1", "device_command", hall)),
                result.toolCalls());
    }

    @Test
    void acceptsAWholeJsonAnswerFromAServerThatDoesNotStream() {
        server.ignoreStreamFlag().reply(Reply.text("Hello ", "there."),
                Reply.toolCall("device_command", "{\"device\":\"fan\",\"command\":\"on\"}"));

        assertEquals("Hello there.", chat(ask("hi", Duration.ofSeconds(5))).text());
        assertEquals(List.of("Hello there."), tokens);
        assertEquals(List.of(new ToolCall("call_0", "device_command", "{\"device\":\"fan\",\"command\":\"on\"}")),
                chat(ask("fan on", Duration.ofSeconds(5), DEVICE_COMMAND)).toolCalls());
    }

    @Test
    void aRefusalNamesTheStatusTheServersReasonAndWhatToCheck() {
        server.reply(Reply.error(401, "{\"error\":{\"message\":\"invalid api key\"}}"),
                Reply.error(500, "model crashed: out of memory"));

        String refused = failure(ask("hi", Duration.ofSeconds(5)));
        assertTrue(refused.contains("HTTP 401") && refused.contains("invalid api key") && refused.contains("models.llm-key"),
                refused);
        assertFalse(refused.contains(KEY));
        String crashed = failure(ask("hi", Duration.ofSeconds(5)));
        assertTrue(crashed.contains("HTTP 500") && crashed.contains("model crashed: out of memory"), crashed);
    }

    /**
     * The failure's message goes to the log: of a reply it keeps the server's error message only, never what the
     * reply quotes of the request (a FastAPI server's validation error carries each field's input).
     */
    @Test
    void aRefusalThatQuotesTheRequestKeepsOnlyTheServersMessage() {
        server.reply(Reply.error(422, "{\"detail\":[{\"type\":\"string_type\",\"loc\":[\"body\",\"messages\",0,"
                        + "\"content\"],\"msg\":\"Input should be a valid string\",\"input\":{\"alarm code\":\"4471\"}}]}"),
                Reply.error(400, "{\"object\":\"error\",\"request\":\"my alarm code is 4471\"}"),
                Reply.error(502, "upstream failed\nwhile sending: my alarm code is 4471"));

        String invalid = failure(ask("my alarm code is 4471", Duration.ofSeconds(5)));
        assertTrue(invalid.contains("HTTP 422: Input should be a valid string"), invalid);
        String unknownShape = failure(ask("my alarm code is 4471", Duration.ofSeconds(5)));
        assertTrue(unknownShape.contains("HTTP 400: (its reply named no error message)"), unknownShape);
        String text = failure(ask("my alarm code is 4471", Duration.ofSeconds(5)));
        assertTrue(text.contains("HTTP 502: upstream failed"), text);
        for (String m : List.of(invalid, unknownShape, text)) {
            assertFalse(m.contains("4471"), m);
        }
    }

    @Test
    void saysTheServerIsUnreachableWhenNothingListens() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        try (OpenAiChatModel down = modelAt(URI.create("http://127.0.0.1:" + port))) {
            String message = assertThrows(LanguageModelException.class,
                    () -> down.chat(ask("hi", Duration.ofSeconds(5)), tokens::add, () -> false)).getMessage();
            assertTrue(message.contains("unreachable") && message.contains("127.0.0.1:" + port), message);
        }
    }

    @Test
    void aStreamCutMidReplyIsAnErrorNotAShortAnswer() {
        server.reply(Reply.broken("The kitchen light ", "is"));

        String message = failure(ask("kitchen?", Duration.ofSeconds(5)));
        assertTrue(message.contains("broke off"), message);
        // The JDK client may report the cut before handing over bytes it already had: a prefix at most.
        assertEquals(List.of("The kitchen light ", "is").subList(0, tokens.size()), tokens);
    }

    @Test
    void anEventThatIsNotJsonIsAMalformedReply() {
        server.reply(Reply.malformed("Hello"));

        String message = failure(ask("hi", Duration.ofSeconds(5)));
        assertTrue(message.contains("malformed"), message);
    }

    @Test
    void anErrorEventMidStreamIsReportedWithTheServersMessage() {
        server.reply(Reply.events("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Sure\"}}]}",
                "{\"error\":{\"message\":\"context size exceeded\"}}"));

        LanguageModelException e = assertThrows(LanguageModelException.class, () -> chat(ask("hi", Duration.ofSeconds(5))));
        assertTrue(e.getMessage().contains("context size exceeded"), e.getMessage());
    }

    @Test
    void aStreamThatEndsWithoutDoneOrFinishIsIncomplete() {
        server.reply(Reply.events("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Sure\"}}]}"));

        LanguageModelException e = assertThrows(LanguageModelException.class, () -> chat(ask("hi", Duration.ofSeconds(5))));
        assertTrue(e.getMessage().contains("ended before the reply was complete"), e.getMessage());
    }

    @Test
    void aStreamWithAFinishReasonButNoDoneIsAccepted() {
        server.reply(Reply.events("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Sure.\"},\"finish_reason\":\"stop\"}]}"));

        assertEquals("Sure.", chat(ask("hi", Duration.ofSeconds(5))).text());
    }

    @Test
    void aServerThatNeverAnswersTimesOutWithinTheRequestsDeadline() {
        server.reply(Reply.silent());

        String message = failure(ask("hi", Duration.ofMillis(300)));
        assertTrue(message.contains("did not finish within 300 ms"), message);
    }

    @Test
    void aServerThatStallsMidStreamTimesOutToo() {
        server.reply(Reply.stall("Let me ", "think"));

        String message = failure(ask("hi", Duration.ofMillis(400)));
        assertTrue(message.contains("did not finish within 400 ms"), message);
        assertEquals(List.of("Let me ", "think"), tokens);
    }

    @Test
    void cancellingAStalledStreamReturnsTheTextSoFarAndNoToolCalls() throws Exception {
        server.reply(Reply.stall("Turning on ", "the light"));
        AtomicBoolean cancelled = new AtomicBoolean();

        CompletableFuture<ChatResult> call = CompletableFuture.supplyAsync(
                () -> model.chat(ask("light", Duration.ofSeconds(30)), tokens::add, cancelled::get));
        await().until(() -> tokens.size() == 2);
        cancelled.set(true);

        ChatResult result = call.get(10, TimeUnit.SECONDS);
        assertEquals("Turning on the light", result.text());
        assertEquals(List.of(), result.toolCalls());
    }

    @Test
    void cancellingBeforeTheServerAnswersReturnsAnEmptyResult() throws Exception {
        server.reply(Reply.silent());
        AtomicBoolean cancelled = new AtomicBoolean();

        CompletableFuture<ChatResult> call = CompletableFuture.supplyAsync(
                () -> model.chat(ask("hi", Duration.ofSeconds(30)), tokens::add, cancelled::get));
        await().until(() -> server.requests().size() == 1);
        cancelled.set(true);

        assertEquals("", call.get(10, TimeUnit.SECONDS).text());
    }

    @Test
    void theKeyIsNeverShownInTheConfigOrTheId() {
        assertEquals("openai:qwen2.5:3b", model.id());
        assertFalse(new OpenAiChatModel.Config(server.baseUrl(), "m", Optional.of(KEY), Duration.ofSeconds(1)).toString()
                .contains(KEY));
    }

    @Test
    void aBadUrlOrBlankModelIsRefusedWithTheRule() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new OpenAiChatModel.Config(URI.create("ftp://x"), "m",
                Optional.empty(), Duration.ofSeconds(1))).getMessage().contains("http(s) URL"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new OpenAiChatModel.Config(server.baseUrl(), " ",
                Optional.empty(), Duration.ofSeconds(1))).getMessage().contains("must not be blank"));
    }
}
