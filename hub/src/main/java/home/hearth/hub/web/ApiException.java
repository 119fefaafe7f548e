package home.hearth.hub.web;

import io.helidon.http.Status;

/**
 * An error answered to a client as {@code {"error": code, "message": text}} with its HTTP status.
 * The message is for a person; it never names another member's memory or content.
 */
public final class ApiException extends RuntimeException {
    private final Status status;
    private final String code;

    public ApiException(Status status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    public Status status() {
        return status;
    }

    public String code() {
        return code;
    }

    public static ApiException badRequest(String message) {
        return new ApiException(Status.BAD_REQUEST_400, "bad_request", message);
    }

    public static ApiException unauthorized() {
        return new ApiException(Status.UNAUTHORIZED_401, "unauthorized",
                "Sign in first: POST /api/v1/auth/login, then send Authorization: Bearer <token>.");
    }

    public static ApiException forbidden(String message) {
        return new ApiException(Status.FORBIDDEN_403, "forbidden", message);
    }

    /** Also used for things that exist but the caller may not see: never confirm they exist. */
    public static ApiException notFound(String what) {
        return new ApiException(Status.NOT_FOUND_404, "not_found", what + " not found.");
    }

    public static ApiException conflict(String message) {
        return new ApiException(Status.CONFLICT_409, "conflict", message);
    }

    public static ApiException unprocessable(String code, String message) {
        return new ApiException(Status.create(422, "Unprocessable Content"), code, message);
    }
}
