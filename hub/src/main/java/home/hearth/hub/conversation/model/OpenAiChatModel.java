package home.hearth.hub.conversation.model;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * An OpenAI-compatible chat endpoint ({@code POST {baseUrl}/v1/chat/completions}): Ollama, the
 * llama.cpp server, vLLM or a hosted service. Always asks for a stream (server-sent events, ending
 * with {@code [DONE]}) and also accepts a plain JSON answer from servers that ignore {@code stream}.
 * Tool calls streamed as {@code tool_calls} deltas are assembled by their index.
 *
 * <p>Thread-safe; each call runs on the caller's thread. {@link ChatRequest#timeout()} bounds the
 * whole call (connecting, waiting and streaming). The {@code cancelled} supplier is polled between
 * chunks and also every {@value CallWatchdog#POLL_MILLIS} ms from the watchdog thread, so a stalled
 * server is cancelled too: it must be thread-safe (an {@code AtomicBoolean::get} is). On cancel the
 * result carries the text so far and no tool calls (a half-streamed call must not run). Errors never
 * contain the API key or the prompt.
 */
public final class OpenAiChatModel implements LanguageModel {
    /**
     * @param baseUrl http(s) URL before {@code /v1/chat/completions}, e.g. {@code http://localhost:11434};
     *     a trailing {@code /v1} is accepted too
     * @param model the model name the endpoint expects, e.g. {@code qwen2.5:3b}
     * @param apiKey sent as a bearer token when present
     * @param connectTimeout for opening the connection
     */
    public record Config(URI baseUrl, String model, Optional<String> apiKey, Duration connectTimeout) {
        public Config {
            Objects.requireNonNull(baseUrl, "baseUrl");
            String scheme = baseUrl.getScheme();
            if (!"http".equals(scheme) && !"https".equals(scheme) || baseUrl.getHost() == null) {
                throw new IllegalArgumentException("language model URL must be an http(s) URL with a host, got: " + baseUrl);
            }
            if (model == null || model.isBlank()) {
                throw new IllegalArgumentException("language model name must not be blank, got: '" + model + "'");
            }
            Objects.requireNonNull(apiKey, "apiKey");
            if (connectTimeout == null || connectTimeout.isNegative() || connectTimeout.isZero()) {
                throw new IllegalArgumentException("language model connect timeout must be positive, got: " + connectTimeout);
            }
        }

        @Override
        public String toString() {
            // The key never reaches a log line through this record.
            return "Config[baseUrl=" + baseUrl + ", model=" + model + ", apiKey=" + apiKey.map(k -> "***").orElse("none") + "]";
        }
    }

    private final Config config;
    private final URI endpoint;
    private final HttpClient http;
    private final CallWatchdog watchdog = new CallWatchdog("llm-openai-watchdog");

    public OpenAiChatModel(Config config) {
        this.config = Objects.requireNonNull(config, "config");
        String base = config.baseUrl().toString().replaceAll("/+$", "").replaceAll("/v1$", "");
        this.endpoint = URI.create(base + "/v1/chat/completions");
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(config.connectTimeout())
                .build();
    }

    @Override
    public String id() {
        return "openai:" + config.model();
    }

    /** Where requests go, for logs and {@code /health}. */
    public URI endpoint() {
        return endpoint;
    }

    @Override
    public ChatResult chat(ChatRequest request, Consumer<String> tokens, BooleanSupplier cancelled) {
        Objects.requireNonNull(tokens, "tokens");
        Objects.requireNonNull(cancelled, "cancelled");
        long deadline = System.nanoTime() + request.timeout().toNanos();
        HttpResponse<InputStream> response = send(request, deadline, cancelled);
        if (response == null) {
            return new ChatResult("", List.of(), 0, 0);
        }
        try (CallWatchdog.Watch watch = watchdog.watch(response.body(), deadline, cancelled)) {
            return read(request, response, tokens, cancelled, watch);
        }
    }

    private ChatResult read(ChatRequest request, HttpResponse<InputStream> response, Consumer<String> tokens,
            BooleanSupplier cancelled, CallWatchdog.Watch watch) {
        OpenAiReply reply = new OpenAiReply(endpoint, tokens, cancelled);
        try (InputStream body = response.body()) {
            if (response.statusCode() / 100 != 2) {
                throw OpenAiErrors.status(endpoint, response.statusCode(), body.readNBytes(4096));
            }
            String type = response.headers().firstValue("Content-Type").orElse("");
            if (type.startsWith("application/json")) {
                reply.whole(body.readAllBytes());
            } else {
                reply.stream(body);
            }
            return reply.result(OpenAiRequestJson.estimateTokens(request));
        } catch (OpenAiReply.Cancelled c) {
            return reply.partial();
        } catch (IOException | LanguageModelException e) {
            // A read cut by the watchdog ends in an IOException or a stream that looks truncated.
            if (watch.cancelledByCaller()) {
                return reply.partial();
            }
            if (watch.timedOut()) {
                throw OpenAiErrors.timedOut(endpoint, request.timeout(), e);
            }
            if (e instanceof LanguageModelException lme) {
                throw lme;
            }
            throw new LanguageModelException("the language model at " + endpoint
                    + " broke off its reply (" + e.getMessage() + ")", e);
        }
    }

    /** Sends the request and waits for the headers; null when the caller cancelled meanwhile. */
    private HttpResponse<InputStream> send(ChatRequest request, long deadline, BooleanSupplier cancelled) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(endpoint)
                .timeout(request.timeout())
                .header("Content-Type", "application/json")
                .header("Accept", "text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(OpenAiRequestJson.write(config.model(), request)));
        config.apiKey().ifPresent(key -> builder.header("Authorization", "Bearer " + key));
        CompletableFuture<HttpResponse<InputStream>> future =
                http.sendAsync(builder.build(), HttpResponse.BodyHandlers.ofInputStream());
        try {
            while (true) {
                if (cancelled.getAsBoolean()) {
                    future.cancel(true);
                    return null;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    future.cancel(true);
                    throw OpenAiErrors.timedOut(endpoint, request.timeout(), null);
                }
                try {
                    return future.get(Math.min(left, TimeUnit.MILLISECONDS.toNanos(CallWatchdog.POLL_MILLIS)),
                            TimeUnit.NANOSECONDS);
                } catch (TimeoutException stillWaiting) {
                    // poll cancel and deadline again
                }
            }
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new LanguageModelException("interrupted while waiting for the language model at " + endpoint, e);
        } catch (ExecutionException e) {
            throw connectFailure(e.getCause(), request.timeout());
        }
    }

    private LanguageModelException connectFailure(Throwable cause, Duration timeout) {
        if (cause instanceof HttpTimeoutException) {
            return OpenAiErrors.timedOut(endpoint, timeout, cause);
        }
        if (cause instanceof ConnectException) {
            return new LanguageModelException("the language model at " + endpoint
                    + " is unreachable (is the server running?)", cause);
        }
        return new LanguageModelException("the language model at " + endpoint + " could not be reached: " + cause, cause);
    }

    @Override
    public void close() {
        watchdog.close();
        http.close();
    }
}
