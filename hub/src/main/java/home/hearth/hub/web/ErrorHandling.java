package home.hearth.hub.web;

import home.hearth.hub.storage.StorageException;
import io.helidon.http.HttpException;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every error leaves the server as {@code {"error", "message"}} with the right status. Unexpected
 * exceptions become a 500 whose message says nothing about the request's content; the log gets
 * the exception type and stack, never the body.
 */
public final class ErrorHandling {
    private static final Logger LOG = LoggerFactory.getLogger(ErrorHandling.class);

    private ErrorHandling() {}

    public static void register(HttpRouting.Builder routing) {
        routing.error(ApiException.class, (req, res, e) -> Responses.error(res, e));
        routing.error(IllegalArgumentException.class, (req, res, e) ->
                Responses.error(res, ApiException.badRequest(e.getMessage())));
        routing.error(HttpException.class, (req, res, e) -> {
            if (e.status().code() == 304) { // static content's "not modified": an answer without a body, not an error
                res.status(e.status());
                res.send();
                return;
            }
            Responses.json(res, e.status(), new ApiError(e.status().code() == 404 ? "not_found" : "http_" + e.status().code(),
                    e.status().code() == 404 ? "No such resource: " + req.path().path() : e.getMessage()));
        });
        routing.error(RuntimeException.class, (req, res, e) -> {
            if (StorageException.isDiskFull(e)) {
                LOG.warn("The disk is full answering {} {}: {}", req.prologue().method(), req.path().path(), e.getMessage());
                Responses.json(res, Status.create(507, "Insufficient Storage"), new ApiError("storage_full",
                        "The hub's disk is full, so nothing was stored. Free some space on it, then try again."));
                return;
            }
            LOG.warn("Unexpected {} answering {} {}", e.getClass().getSimpleName(), req.prologue().method(),
                    req.path().path(), e);
            Responses.json(res, Status.INTERNAL_SERVER_ERROR_500,
                    new ApiError("internal", "Something went wrong inside the hub; it was logged. Try again."));
        });
    }
}
