/**
 * Who is speaking. Audio arrives as {@link home.hearth.profiles.voice.Pcm16} (16 kHz mono),
 * is judged by {@link home.hearth.profiles.voice.AudioCheck}, turned into features by a
 * {@link home.hearth.profiles.voice.FrontEnd} ({@code KaldiFbank} for CAM++, {@code KaldiMfcc}
 * for the Kaldi x-vector test model), embedded by a
 * {@link home.hearth.profiles.voice.SpeakerVerifier} ({@code OnnxSpeakerVerifier}), scored
 * against enrolled {@link home.hearth.profiles.voice.Voiceprint}s and judged by
 * {@link home.hearth.profiles.voice.ScoreThresholds} into a
 * {@link home.hearth.profiles.voice.SpeakerMatch}: verified, uncertain or unknown.
 */
package home.hearth.profiles.voice;
