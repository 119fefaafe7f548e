package home.hearth.devices.mqtt.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javax.net.SocketFactory;

/**
 * Sockets with Nagle's algorithm off. MQTT request/response is many tiny packets: with Nagle on,
 * each round trip waits for a delayed ACK (~40 ms on Linux) instead of well under a millisecond.
 *
 * <p>One factory per client, which {@link #close() closes} with its owner: Paho cannot stop a connect whose TCP
 * connection is still being opened (its forced shutdown fails on a socket not yet connected and leaves it be), so the
 * connect went on after the client was closed, and a connection taken late stayed open behind a closed client.
 */
public final class NoDelaySocketFactory extends SocketFactory {
    private final Set<Socket> made = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    @Override
    public Socket createSocket() throws IOException {
        return kept(new Socket());
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return kept(new Socket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return kept(new Socket(host, port, localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return kept(new Socket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
        return kept(new Socket(address, port, localAddress, localPort));
    }

    /** Closes every socket made, one still connecting too (its connect fails at once), and makes no more. */
    public void close() {
        closed = true;
        made.forEach(NoDelaySocketFactory::closeQuietly);
        made.clear();
    }

    private Socket kept(Socket s) throws IOException {
        s.setTcpNoDelay(true);
        made.removeIf(Socket::isClosed);
        made.add(s);
        if (closed) { // closed while this one was made: close() may have missed it
            close();
            throw new SocketException("the MQTT client was closed");
        }
        return s;
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
