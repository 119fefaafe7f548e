package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Stored token and secret hashes depend on this exact format: a change would lock every microphone and client out. */
class DigestsTest {
    @Test
    void givesTheStandardSha256InLowerCaseHex() {
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", Digests.sha256Hex("abc"));
    }

    @Test
    void hashesTextAsItsUtf8Bytes() {
        String text = "hmic_Olá-coração";
        assertEquals(Digests.sha256Hex(text.getBytes(StandardCharsets.UTF_8)), Digests.sha256Hex(text));
    }
}
