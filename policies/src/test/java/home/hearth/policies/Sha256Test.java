package home.hearth.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The standard's test vectors (FIPS 180-2) and UTF-8 for text: what every stored hash was made with. */
class Sha256Test {
    static Stream<Arguments> vectors() {
        return Stream.of(
                Arguments.of("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
                Arguments.of("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
                Arguments.of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
                Arguments.of("hth_abc-ção", "7b45162cbeedd4c3846db8b371ef41c3e7a7954ced0319ad87b3952a6385b26e"));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("vectors")
    void hashesATextAsItsUtf8BytesInLowerCaseHex(String text, String expected) {
        assertEquals(expected, Sha256.hex(text));
        assertEquals(expected, Sha256.hex(text.getBytes(StandardCharsets.UTF_8)));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("vectors")
    void partsHashAsTheirConcatenation(String text, String expected) {
        byte[] all = text.getBytes(StandardCharsets.UTF_8);
        int half = all.length / 2;
        assertEquals(expected, Sha256.hex(Arrays.copyOfRange(all, 0, half),
                Arrays.copyOfRange(all, half, all.length)));
    }
}
