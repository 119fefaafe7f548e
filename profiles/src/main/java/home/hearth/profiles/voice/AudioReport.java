package home.hearth.profiles.voice;

/**
 * What {@link AudioCheck} measured on accepted audio.
 *
 * @param speechSeconds seconds of 20 ms frames within 30 dB of the loudest frame
 * @param speechLevelDbfs RMS level of those frames, in dB relative to full scale
 * @param clippedFraction fraction of samples at full scale
 */
public record AudioReport(double speechSeconds, double speechLevelDbfs, double clippedFraction) {}
