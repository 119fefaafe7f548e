package home.hearth.hub.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.helidon.webserver.http.ServerRequest;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Binds a request body to a record: the JSON is read once under the size and nesting limits of
 * {@link Json}, then mapped with no guessing — an unknown field, a number where a string belongs
 * ({@code "5"} is not 5, {@code 1.5} is not a whole number, {@code true} is not {@code "true"}) or
 * an instant that is not ISO-8601 is a 400 whose message names the field's path and the form it
 * takes ({@link BodyProblems}). Each record checks its own rules in its compact constructor; an
 * {@link IllegalArgumentException} thrown there is answered 400 with its message, an
 * {@link ApiException} as it is.
 */
public final class RequestBodies {
    private static final ObjectMapper STRICT = strict();

    private RequestBodies() {}

    /** The request's JSON object bound to {@code type}, or an {@link ApiException} 400 naming what is wrong. */
    public static <T> T read(ServerRequest req, Class<T> type) {
        return bind(Json.body(req), type);
    }

    /** {@code body} bound to {@code type}; public for tests of a record's rules without a server. */
    public static <T> T bind(JsonNode body, Class<T> type) {
        refuseUnknownFields(body, type);
        try {
            return STRICT.treeToValue(body, type);
        } catch (JsonProcessingException e) {
            if (e instanceof ValueInstantiationException v && v.getCause() instanceof ApiException own) {
                throw own; // a record's rule with its own status and code
            }
            throw ApiException.badRequest(BodyProblems.describe(e, body, type));
        } catch (IllegalArgumentException e) { // treeToValue reports a few problems this way
            throw ApiException.badRequest(e.getMessage());
        }
    }

    /**
     * Jackson reports an unknown field only after it has built the record, so a record's rule
     * (a missing field, say) would hide it; the top level is checked here first.
     */
    private static void refuseUnknownFields(JsonNode body, Class<?> type) {
        if (!type.isRecord() || !body.isObject()) {
            return;
        }
        Set<String> known = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName)
                .collect(Collectors.toCollection(TreeSet::new));
        body.fieldNames().forEachRemaining(f -> {
            if (!known.contains(f)) {
                throw ApiException.badRequest(BodyProblems.unknownField(f, known));
            }
        });
    }

    private static ObjectMapper strict() {
        JsonMapper.Builder b = JsonMapper.builder(Json.factory())
                .addModule(new SimpleModule("strict-instants").addDeserializer(Instant.class, new IsoInstant()))
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS);
        for (LogicalType t : new LogicalType[] {LogicalType.Textual, LogicalType.Integer, LogicalType.Float,
            LogicalType.Boolean, LogicalType.Collection}) {
            b.withCoercionConfig(t, c -> {
                for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.Integer,
                    CoercionInputShape.Float, CoercionInputShape.Boolean, CoercionInputShape.String,
                    CoercionInputShape.EmptyString}) {
                    c.setCoercion(shape, CoercionAction.Fail);
                }
            });
        }
        // What each type does take: text from a string, a fractional number from a whole one.
        b.withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.String, CoercionAction.TryConvert)
                .setCoercion(CoercionInputShape.EmptyString, CoercionAction.TryConvert));
        b.withCoercionConfig(LogicalType.Float, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert));
        return b.build();
    }

    /** An instant only as ISO-8601 text: the time module would also take 123 as seconds since 1970. */
    private static final class IsoInstant extends StdScalarDeserializer<Instant> {
        IsoInstant() {
            super(Instant.class);
        }

        @Override
        public Instant deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                return (Instant) ctxt.handleUnexpectedToken(Instant.class, p);
            }
            try {
                return Instant.parse(p.getText().strip());
            } catch (DateTimeParseException e) {
                throw ctxt.weirdStringException(p.getText(), Instant.class, "not an ISO-8601 instant");
            }
        }
    }
}
