package home.hearth.hub.lifecycle;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a separate program (espeak-ng, sox, Apertium) with its input on stdin and returns its output, within a
 * deadline that holds whatever the program does: input and output each move on a virtual thread of their own (a
 * program that writes while it reads must not block on a full pipe, and one that stops reading or hangs with its
 * output open must not hold the caller), and past the deadline the program and its children (Apertium is a shell
 * pipeline) are killed. Its error output is discarded: it could quote the input.
 */
public final class ExternalProgram {
    private ExternalProgram() {}

    /** {@code command}'s output for {@code input}; an IOException says what went wrong, never with the input. */
    public static byte[] run(List<String> command, byte[] input, Duration deadline) throws IOException, InterruptedException {
        String name = command.get(0);
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            Thread.ofVirtual().name("hearth-program-input").start(() -> {
                try (OutputStream stdin = p.getOutputStream()) {
                    stdin.write(input);
                } catch (IOException e) {
                    // the program ended or closed its input early: its exit status and output tell
                }
            });
            CompletableFuture<byte[]> output = new CompletableFuture<>();
            Thread.ofVirtual().name("hearth-program-output").start(() -> {
                try (InputStream stdout = p.getInputStream()) {
                    output.complete(stdout.readAllBytes());
                } catch (IOException e) {
                    output.completeExceptionally(e);
                }
            });
            long until = System.nanoTime() + deadline.toNanos();
            byte[] out = output.get(deadline.toNanos(), TimeUnit.NANOSECONDS);
            if (!p.waitFor(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                throw new IOException(name + " did not finish within " + deadline.toMillis() + " ms");
            }
            if (p.exitValue() != 0) {
                throw new IOException(name + " exited with " + p.exitValue());
            }
            return out;
        } catch (TimeoutException e) {
            throw new IOException(name + " did not finish within " + deadline.toMillis() + " ms");
        } catch (ExecutionException e) {
            throw new IOException(name + "'s output could not be read: " + e.getCause().getMessage());
        } finally {
            if (p.isAlive()) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                stop(p); // which also ends the output's thread: its pipe closes
            }
        }
    }

    /** Kills the program and waits a moment for it to go, so that nothing is left running when this returns. */
    private static void stop(Process p) {
        try {
            p.destroyForcibly().waitFor(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
