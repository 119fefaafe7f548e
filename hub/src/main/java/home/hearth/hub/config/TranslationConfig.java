package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How memories are translated between Portuguese and English.
 *
 * @param apertium {@code models.translation}: the Apertium program, or empty ({@code off})
 * @param glossary {@code models.translation-glossary}: the household's own glossary lines
 *     ({@code english<TAB>portuguese}), added to the built-in ones, if any
 */
public record TranslationConfig(Optional<Path> apertium, Optional<Path> glossary) {}
