package home.hearth.devices.automations.internal;

/** An API error with its wire code ({@code bad_request}, {@code forbidden}, …) and a human message. */
public final class ApiFailure extends RuntimeException {
    private final String code;

    public ApiFailure(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
