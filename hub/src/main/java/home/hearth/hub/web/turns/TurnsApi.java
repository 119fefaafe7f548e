package home.hearth.hub.web.turns;

import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.TurnService;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.RequestBodies;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.http.sse.SseEvent;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import io.helidon.webserver.sse.SseSink;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * {@code POST /api/v1/turns}: a typed turn of the signed-in member, handled like a spoken one.
 * Answers the collected events as one JSON object, or streams them as server-sent events when the
 * client sends {@code Accept: text/event-stream}.
 */
public final class TurnsApi implements HttpService {
    /** A body above this is refused before it is read (the text limit is far below it). */
    private static final long MAX_BODY_BYTES = 64 * 1024;
    private final TurnService turns;
    private final Clock clock;
    private final Duration timeout;

    /** @param timeout how long a turn may take before the request gives up on it (and cancels it) */
    public TurnsApi(TurnService turns, Clock clock, Duration timeout) {
        this.turns = turns;
        this.clock = clock;
        this.timeout = timeout;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/", this::turn);
    }

    private void turn(ServerRequest req, ServerResponse res) throws InterruptedException {
        var who = RequestPrincipal.require(req);
        if (req.headers().contentLength().orElse(0) > MAX_BODY_BYTES) {
            throw new ApiException(Status.REQUEST_ENTITY_TOO_LARGE_413, "too_long",
                    "A turn's body may be at most " + MAX_BODY_BYTES + " bytes; its text at most " + Turn.MAX_TEXT_CHARS
                            + " characters.");
        }
        Turn turn = RequestBodies.read(req, TurnRequest.class).turn(who, clock.instant());
        BlockingQueue<TurnEvent> events = new LinkedBlockingQueue<>();
        TurnService.TurnHandle handle = turns.start(turn, events::add);
        boolean stream = req.headers().value(HeaderNames.ACCEPT).map(a -> a.contains("text/event-stream")).orElse(false);
        if (stream) {
            stream(res, events, handle);
        } else {
            Responses.ok(res, collect(events, handle));
        }
    }

    private void stream(ServerResponse res, BlockingQueue<TurnEvent> events, TurnService.TurnHandle handle)
            throws InterruptedException {
        try (SseSink sink = res.sink(SseSink.TYPE)) {
            TurnEvent e;
            do {
                e = next(events, handle);
                sink.emit(SseEvent.builder().name(TurnEventJson.name(e)).data(Json.write(TurnEventJson.body(e))).build());
            } while (!(e instanceof TurnEvent.End));
        } catch (RuntimeException clientGone) {
            handle.cancel();
            throw clientGone;
        }
    }

    private Map<String, Object> collect(BlockingQueue<TurnEvent> events, TurnService.TurnHandle handle)
            throws InterruptedException {
        List<String> reply = new ArrayList<>();
        List<Object> actions = new ArrayList<>();
        List<String> memories = new ArrayList<>();
        Map<String, Object> answer = new LinkedHashMap<>();
        TurnEvent e;
        do {
            e = next(events, handle);
            switch (e) {
                case TurnEvent.ReplySegment r -> reply.add(r.text());
                case TurnEvent.ActionTaken a -> actions.add(TurnEventJson.action(a));
                case TurnEvent.ConfirmRequest c -> answer.put("confirm", c.question());
                case TurnEvent.MemoriesUsed m -> memories.addAll(m.ids());
                case TurnEvent.Failed f -> throw failure(f);
                case TurnEvent.End end -> {
                    answer.put("session", end.session());
                    answer.put("milestones", TurnEventJson.milestones(end));
                    answer.put("figures", TurnEventJson.figures(end));
                }
            }
        } while (!(e instanceof TurnEvent.End));
        answer.put("reply", String.join(" ", reply));
        answer.put("actions", actions);
        answer.put("memoriesUsed", memories);
        return answer;
    }

    private TurnEvent next(BlockingQueue<TurnEvent> events, TurnService.TurnHandle handle) throws InterruptedException {
        TurnEvent e = events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (e == null) {
            handle.cancel();
            throw new ApiException(Status.GATEWAY_TIMEOUT_504, "timeout",
                    "The turn took longer than " + timeout.toSeconds() + " s and was cancelled. Try again.");
        }
        return e;
    }

    private static ApiException failure(TurnEvent.Failed f) {
        Status status = switch (f.code()) {
            case "not_found" -> Status.NOT_FOUND_404;
            case "unavailable" -> Status.SERVICE_UNAVAILABLE_503;
            default -> Status.INTERNAL_SERVER_ERROR_500;
        };
        return new ApiException(status, f.code(), f.message());
    }
}
