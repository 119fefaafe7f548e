package home.hearth.hub.web;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.ServerResponse;

/** Writes JSON answers with the hub's one ObjectMapper. */
public final class Responses {
    private Responses() {}

    public static void json(ServerResponse res, Status status, Object body) {
        res.status(status);
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        res.send(Json.write(body));
    }

    public static void ok(ServerResponse res, Object body) {
        json(res, Status.OK_200, body);
    }

    public static void error(ServerResponse res, ApiException e) {
        json(res, e.status(), new ApiError(e.code(), e.getMessage()));
    }
}
