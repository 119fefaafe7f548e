package home.hearth.hub.web.memory;

import home.hearth.hub.memory.MemoryProblem;
import home.hearth.hub.memory.search.EmbeddingException;
import home.hearth.hub.memory.search.IndexException;
import home.hearth.hub.storage.StorageException;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.Responses;
import io.helidon.http.Status;
import io.helidon.webserver.http.Handler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Turns the memory use cases' errors into the hub's one JSON error shape with the right status. */
final class Guarded {
    private static final Logger LOG = LoggerFactory.getLogger(Guarded.class);

    private Guarded() {}

    static Handler of(Handler handler) {
        return (req, res) -> {
            try {
                handler.handle(req, res);
            } catch (ApiException e) {
                Responses.error(res, e);
            } catch (MemoryProblem e) {
                Responses.error(res, switch (e.kind()) {
                    case NOT_FOUND -> new ApiException(Status.NOT_FOUND_404, "not_found", e.getMessage());
                    case FORBIDDEN -> ApiException.forbidden(e.getMessage());
                    case INVALID -> ApiException.badRequest(e.getMessage());
                    case CONFLICT -> ApiException.conflict(e.getMessage());
                });
            } catch (IllegalArgumentException e) {
                Responses.error(res, ApiException.badRequest(e.getMessage()));
            } catch (IndexException | EmbeddingException e) {
                LOG.warn("A memory request failed in search: {}", e.getMessage());
                Responses.error(res, new ApiException(Status.SERVICE_UNAVAILABLE_503, "search_unavailable",
                        "Memory search is not available right now; try again shortly."));
            } catch (StorageException e) {
                LOG.warn("A memory request failed in the database: {}", e.getMessage());
                if (StorageException.isDiskFull(e)) {
                    Responses.error(res, new ApiException(Status.create(507, "Insufficient Storage"), "storage_full",
                            "The hub's disk is full, so nothing was stored. Free some space on it, then try again."));
                    return;
                }
                Responses.error(res, new ApiException(Status.INTERNAL_SERVER_ERROR_500, "storage",
                        "The memory store could not answer; try again, and tell the household admin if it persists."));
            }
        };
    }
}
