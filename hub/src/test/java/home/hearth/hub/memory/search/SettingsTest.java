package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;

/** Bad settings are refused with a message naming the value and the rule. */
class SettingsTest {
    static Stream<Arguments> badSettings() {
        Duration day = Duration.ofDays(1);
        return Stream.of(
                bad(() -> new RankWeights(-1, 0, 0, 0, 0, day), "rank weight fusion must be a number in 0–10, got: -1.0"),
                bad(() -> new RankWeights(1, Double.NaN, 0, 0, 0, day), "rank weight similarity must be a number in 0–10, got: NaN"),
                bad(() -> new RankWeights(1, 1, 0, 0, 0, Duration.ZERO), "recencyHalfLife must be positive, got: PT0S"),
                bad(() -> SearchSettings.DEFAULTS.withRejectBelowSimilarity(1.5),
                        "rejectBelowSimilarity must be a cosine in -1–1, got: 1.5"),
                bad(() -> SearchSettings.DEFAULTS.withKeywordCoverage(0), "keywordCoverage must be in (0, 1], got: 0.0"),
                bad(() -> new SearchSettings(RankWeights.DEFAULTS, 0.3, 1, 0, 0.9, 0.5, 1), "candidates must be 1–1000, got: 0"),
                bad(() -> new SearchSettings(RankWeights.DEFAULTS, 0.3, 1, 10, 1.2, 0.5, 1),
                        "duplicateSimilarity must be in (0, 1], got: 1.2"),
                bad(() -> SearchSettings.DEFAULTS.withKeywordShare(-0.1), "keywordShare must be in [0, 1], got: -0.1"),
                bad(() -> SearchSettings.DEFAULTS.withRankConstant(-1), "rankConstant must be 0–100, got: -1"),
                bad(() -> SearchSettings.DEFAULTS.withSimilarityFloor(0.99), "similarityFloor must be in [0, 0.95], got: 0.99"),
                bad(() -> new IndexSettings(1, 16, 100, true, false), "vector dimension must be 2–4096, got: 1"),
                bad(() -> new IndexSettings(384, 1, 100, true, false), "HNSW maxConn must be 2–512, got: 1"),
                bad(() -> new IndexSettings(384, 16, 5000, true, false), "HNSW beamWidth must be 2–3200, got: 5000"),
                bad(() -> new Bm25(-0.5f, 0.5f), "BM25 k1 must be in 0–3, got: -0.5"),
                bad(() -> new Bm25(1.2f, 1.5f), "BM25 b must be in 0–1, got: 1.5"));
    }

    @ParameterizedTest
    @MethodSource("badSettings")
    void badSettingsAreRefusedNamingTheValueAndTheRule(Executable build, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, build).getMessage());
    }

    private static Arguments bad(Executable build, String message) {
        return Arguments.of(build, message);
    }
}
