package home.hearth.hub.conversation.model;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;

/**
 * Checks once, in the background at start, that a model server's port accepts connections, so
 * {@code /health} names a server that is down before the first turn finds out. Only a TCP connect:
 * no request is sent, so the server sees nothing it would answer or count.
 */
final class ServerProbe {
    private ServerProbe() {}

    static void start(URI endpoint, Duration timeout, ModelHealth health) {
        Thread.ofPlatform().daemon().name("hearth-llm-probe").start(() -> probe(endpoint, timeout, health));
    }

    private static void probe(URI endpoint, Duration timeout, ModelHealth health) {
        int port = endpoint.getPort() >= 0 ? endpoint.getPort() : "https".equals(endpoint.getScheme()) ? 443 : 80;
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(endpoint.getHost(), port), (int) timeout.toMillis());
        } catch (UnknownHostException e) {
            health.failed("the language model server " + endpoint.getHost() + " is not a known host name; check models.llm-url");
        } catch (IOException e) {
            health.failed("the language model at " + endpoint + " is unreachable (" + e.getMessage()
                    + "); is the server running?");
        }
    }
}
