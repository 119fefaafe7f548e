package home.hearth.hub.web.voice;

import home.hearth.hub.web.ApiException;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.Wav;
import io.helidon.http.Status;
import io.helidon.webserver.http.ServerRequest;

/** Reads a WAV request body, refusing empty and oversized ones before decoding. */
final class WavBody {
    /** 60 s of 16 kHz mono s16le with room for a header: far more than any utterance. */
    static final int MAX_BYTES = 2 * 1024 * 1024;

    private WavBody() {}

    static Pcm16 read(ServerRequest req) {
        long declared = req.headers().contentLength().orElse(-1L);
        if (declared > MAX_BYTES) {
            throw new ApiException(Status.REQUEST_ENTITY_TOO_LARGE_413, "too_large",
                    "An utterance may be at most " + MAX_BYTES / 1024 + " KiB (about 60 s of 16 kHz mono audio).");
        }
        byte[] body = req.content().hasEntity() ? req.content().as(byte[].class) : new byte[0];
        if (body.length == 0) {
            throw ApiException.badRequest("Send the utterance as a WAV file (16 kHz, mono, 16-bit) in the request body.");
        }
        if (body.length > MAX_BYTES) {
            throw new ApiException(Status.REQUEST_ENTITY_TOO_LARGE_413, "too_large",
                    "An utterance may be at most " + MAX_BYTES / 1024 + " KiB (about 60 s of 16 kHz mono audio).");
        }
        return Wav.read(body);
    }
}
