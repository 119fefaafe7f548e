/**
 * The speaker front ends exactly as they were before they were made fast (2026-12-01: a complex
 * FFT with two new arrays per frame, a resampler designed per call with a bounds check per tap):
 * plain code kept as the oracle that the fast {@code KaldiMfcc} and {@code KaldiFbank} must match
 * ({@code FastFrontEndTest}) and as the same-run baseline of {@code SpeakerTimeBench}. Not used by
 * the hub.
 */
package home.hearth.profiles.voice.reference;
