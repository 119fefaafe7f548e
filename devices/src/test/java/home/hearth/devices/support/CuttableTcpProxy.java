package home.hearth.devices.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP proxy between MQTT clients and a broker that the test controls: {@link #cut()} closes every
 * connection and refuses new ones until {@link #restore()}; {@link #hang()} takes new connections and never
 * answers them (a broker that accepts the socket and stays silent) until {@link #restore()};
 * {@link #stallUpstream()} keeps the connections up but holds what clients send until {@link #restore()}, while the
 * broker's messages still reach them (a broker slow to acknowledge).
 */
public final class CuttableTcpProxy implements AutoCloseable {
    private final int targetPort;
    private final ServerSocket server;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger held = new AtomicInteger();
    private volatile boolean cut;
    private volatile boolean hang;
    private volatile boolean stalled;
    private final AtomicInteger stalledReads = new AtomicInteger();
    private volatile boolean closed;

    public CuttableTcpProxy(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::acceptLoop, "test-proxy-accept");
        t.setDaemon(true);
        t.start();
    }

    public int port() {
        return server.getLocalPort();
    }

    public void cut() {
        cut = true;
        sockets.forEach(CuttableTcpProxy::closeQuietly);
        sockets.clear();
    }

    /** New connections are taken and held open without a byte forwarded either way. */
    public void hang() {
        hang = true;
    }

    /** What clients send is held (in order, nothing lost) until {@link #restore()}; the broker's side flows. */
    public void stallUpstream() {
        stalled = true;
    }

    /** Reads from a client held back while stalled: a client has sent something the broker has not had. */
    public int stalledReads() {
        return stalledReads.get();
    }

    public void restore() {
        cut = false;
        hang = false;
        stalled = false;
    }

    /** Connections taken and held while hanging: each is one connect attempt of a client. */
    public int held() {
        return held.get();
    }

    /** Connections accepted and closed at once while cut: each is one connect attempt of a client. */
    public int refused() {
        return refused.get();
    }

    private void acceptLoop() {
        while (!closed) {
            try {
                Socket client = server.accept();
                if (cut) {
                    client.close();
                    refused.incrementAndGet();
                    continue;
                }
                if (hang) {
                    sockets.add(client);
                    held.incrementAndGet();
                    continue;
                }
                Socket broker = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                client.setTcpNoDelay(true);
                broker.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(broker);
                pump(client, broker, true);
                pump(broker, client, false);
            } catch (IOException e) {
                // closed or the broker is down: the client sees a refused or dropped connection
            }
        }
    }

    private void pump(Socket from, Socket to, boolean upstream) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[8192];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int n;
                while ((n = in.read(buf)) >= 0) {
                    if (upstream && stalled) {
                        stalledReads.incrementAndGet();
                        while (stalled && !closed) {
                            Thread.sleep(5);
                        }
                    }
                    out.write(buf, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // connection cut
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "test-proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        cut();
        server.close();
    }
}
