package home.hearth.devices.mqtt.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import javax.net.SocketFactory;

/**
 * Sockets with Nagle's algorithm off. MQTT request/response is many tiny packets: with Nagle on,
 * each round trip waits for a delayed ACK (~40 ms on Linux) instead of well under a millisecond.
 */
public final class NoDelaySocketFactory extends SocketFactory {
    @Override
    public Socket createSocket() throws IOException {
        Socket s = new Socket();
        s.setTcpNoDelay(true);
        return s;
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return noDelay(new Socket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return noDelay(new Socket(host, port, localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return noDelay(new Socket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
        return noDelay(new Socket(address, port, localAddress, localPort));
    }

    private static Socket noDelay(Socket s) throws IOException {
        s.setTcpNoDelay(true);
        return s;
    }
}
