package home.hearth.hub.web;

import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.search.EmbeddingException;
import home.hearth.hub.memory.search.IndexException;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.RefusedKeyException;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.members.MemberRuleException;
import home.hearth.profiles.members.UnknownMemberException;
import home.hearth.profiles.voice.BadAudioException;
import io.helidon.http.HttpException;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every error leaves the server as {@code {"error", "message"}} with the right status, mapped here
 * once for every API: the memory use cases' {@link MemoryProblem} (404, 403, 400, 409), search
 * trouble (503 {@code search_unavailable}), the database (500 {@code storage}, with advice, for
 * memories and members alike), the profiles module's refusals (a missing member 404, a household
 * rule 409, unusable audio 422); a database failure while the data directory cannot be written is
 * 503 {@code storage_read_only}. Unexpected exceptions become a 500 whose message says nothing
 * about the request's content; the log gets the exception type and stack, never the body.
 */
public final class ErrorHandling {
    private static final Logger LOG = LoggerFactory.getLogger(ErrorHandling.class);
    private static final ApiException STORAGE = new ApiException(Status.INTERNAL_SERVER_ERROR_500, "storage",
            "The hub's database could not answer; nothing was changed. Try again, and tell the household admin if it persists.");

    private static final ApiException DISK_FULL = new ApiException(Status.create(507, "Insufficient Storage"), "storage_full",
            "The hub's disk is full, so nothing was stored. Free some space on it, then try again.");

    private static final ApiException READ_ONLY = new ApiException(Status.SERVICE_UNAVAILABLE_503, "storage_read_only",
            "The hub's data directory cannot be written right now (its disk may have turned read-only), so nothing was"
                    + " changed; reading still works. Tell the household admin: the disk needs checking and the hub a restart.");

    private ErrorHandling() {}

    public static void register(HttpRouting.Builder routing) {
        register(routing, () -> false);
    }

    /**
     * @param readOnly asked when the database fails: true when the data directory cannot be written now, so
     *     the answer is 503 {@code storage_read_only} instead of 500 {@code storage}
     */
    public static void register(HttpRouting.Builder routing, BooleanSupplier readOnly) {
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
        memory(routing, readOnly);
        profiles(routing, readOnly);
        routing.error(RuntimeException.class, (req, res, e) -> {
            if (StorageException.isDiskFull(e)) {
                LOG.warn("The disk is full answering {} {}: {}", req.prologue().method(), req.path().path(), e.getMessage());
                Responses.json(res, Status.create(507, "Insufficient Storage"), new ApiError("storage_full",
                        "The hub's disk is full, so nothing was stored. Free some space on it, then try again."));
                return;
            }
            if (isSql(e) && readOnly.getAsBoolean()) {
                LOG.warn("The data directory is read-only answering {} {}: {}", req.prologue().method(), req.path().path(),
                        e.getMessage());
                Responses.error(res, READ_ONLY);
                return;
            }
            LOG.warn("Unexpected {} answering {} {}", e.getClass().getSimpleName(), req.prologue().method(),
                    req.path().path(), e);
            Responses.json(res, Status.INTERNAL_SERVER_ERROR_500,
                    new ApiError("internal", "Something went wrong inside the hub; it was logged. Try again."));
        });
    }

    /** Whether {@code e} or a cause is the database failing (the only failures a read-only disk explains). */
    private static boolean isSql(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StorageException || t instanceof java.sql.SQLException) {
                return true;
            }
        }
        return false;
    }

    private static ApiException storageFailure(Throwable e, BooleanSupplier readOnly) {
        return StorageException.isDiskFull(e) ? DISK_FULL : readOnly.getAsBoolean() ? READ_ONLY : STORAGE;
    }

    private static void memory(HttpRouting.Builder routing, BooleanSupplier readOnly) {
        routing.error(MemoryProblem.class, (req, res, e) -> Responses.error(res, switch (e.kind()) {
            case NOT_FOUND -> new ApiException(Status.NOT_FOUND_404, "not_found", e.getMessage());
            case FORBIDDEN -> ApiException.forbidden(e.getMessage());
            case INVALID -> ApiException.badRequest(e.getMessage());
            case CONFLICT -> ApiException.conflict(e.getMessage());
            case UNPROCESSABLE -> ApiException.unprocessable(e.code(), e.getMessage());
        }));
        routing.error(IndexException.class, (req, res, e) -> searchUnavailable(res, e));
        routing.error(EmbeddingException.class, (req, res, e) -> searchUnavailable(res, e));
        // A request of a member whose removal began after it was let in: nothing of theirs is stored any more.
        routing.error(RefusedKeyException.class, (req, res, e) -> Responses.error(res, new ApiException(
                Status.GONE_410, "member_removed", "This member has been removed from the household (or is being"
                        + " removed), so nothing was stored for them.")));
        routing.error(StorageException.class, (req, res, e) -> {
            LOG.warn("A request to {} failed in the database: {}", req.path().path(), e.getMessage());
            Responses.error(res, storageFailure(e, readOnly));
        });
    }

    private static void searchUnavailable(io.helidon.webserver.http.ServerResponse res, RuntimeException e) {
        LOG.warn("A memory request failed in search: {}", e.getMessage());
        Responses.error(res, new ApiException(Status.SERVICE_UNAVAILABLE_503, "search_unavailable",
                "Memory search is not available right now; try again shortly."));
    }

    private static void profiles(HttpRouting.Builder routing, BooleanSupplier readOnly) {
        routing.error(UnknownMemberException.class, (req, res, e) -> Responses.error(res, ApiException.notFound("Member")));
        routing.error(MemberRuleException.class, (req, res, e) -> Responses.error(res, ApiException.conflict(e.getMessage())));
        routing.error(BadAudioException.class, (req, res, e) ->
                Responses.error(res, ApiException.unprocessable(e.problem().wireName(), e.getMessage())));
        routing.error(ProfilesException.class, (req, res, e) -> {
            LOG.warn("A request to {} failed in profiles: {}", req.path().path(), e.getMessage());
            // Its database failing answers like the memory store's; anything else keeps its householder's sentence.
            Responses.error(res, e.getCause() instanceof java.sql.SQLException || StorageException.isDiskFull(e)
                    ? storageFailure(e, readOnly) : new ApiException(Status.INTERNAL_SERVER_ERROR_500, "profiles", e.getMessage()));
        });
    }
}
