package home.hearth.profiles.voice;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Kaldi MFCC options, as in a model's {@code mfcc.conf}. Unset options keep Kaldi's defaults
 * (23 mel bins, lifter 22, energy in c0).
 */
public record MfccOptions(int sampleRate, int numCeps, int numBins, double lowFreq, double highFreq,
        double cepstralLifter) {
    public MfccOptions {
        if (numCeps < 1 || numCeps > numBins) {
            throw new IllegalArgumentException("num-ceps must be 1.." + numBins + " (the mel bins), got: " + numCeps);
        }
    }

    /** Kaldi's defaults at {@code sampleRate}. */
    public static MfccOptions defaults(int sampleRate) {
        return new MfccOptions(sampleRate, 13, 23, 20, 0, 22);
    }

    /** Reads {@code --name=value} lines; unknown options are an error naming the line. */
    public static MfccOptions read(Path conf) {
        MfccOptions o = defaults(16_000);
        try {
            for (String raw : Files.readAllLines(conf)) {
                String line = raw.strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    o = o.with(line);
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read MFCC options " + conf + ": " + e.getMessage(), e);
        }
        return o;
    }

    private MfccOptions requireTrue(String value, String line) {
        if (!value.isEmpty() && !value.equals("true")) {
            throw new IllegalArgumentException("only --use-energy=true is supported, got: '" + line + "'");
        }
        return this;
    }

    private MfccOptions with(String line) {
        int eq = line.indexOf('=');
        String name = eq < 0 ? line : line.substring(0, eq);
        String v = eq < 0 ? "" : line.substring(eq + 1).strip();
        try {
            return switch (name) {
                case "--sample-frequency" -> new MfccOptions((int) Double.parseDouble(v), numCeps, numBins, lowFreq,
                        highFreq, cepstralLifter);
                case "--num-ceps" -> new MfccOptions(sampleRate, Integer.parseInt(v), numBins, lowFreq, highFreq,
                        cepstralLifter);
                case "--num-mel-bins" -> new MfccOptions(sampleRate, numCeps, Integer.parseInt(v), lowFreq, highFreq,
                        cepstralLifter);
                case "--low-freq" -> new MfccOptions(sampleRate, numCeps, numBins, Double.parseDouble(v), highFreq,
                        cepstralLifter);
                case "--high-freq" -> new MfccOptions(sampleRate, numCeps, numBins, lowFreq, Double.parseDouble(v),
                        cepstralLifter);
                case "--cepstral-lifter" -> new MfccOptions(sampleRate, numCeps, numBins, lowFreq, highFreq,
                        Double.parseDouble(v));
                case "--allow-downsample" -> this;
                case "--use-energy" -> requireTrue(v, line);
                default -> throw new IllegalArgumentException("unsupported MFCC option: '" + line + "'");
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("MFCC option needs a number: '" + line + "'", e);
        }
    }
}
