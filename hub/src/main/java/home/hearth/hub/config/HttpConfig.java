package home.hearth.hub.config;

/** Where the web server listens. Port 0 picks a free port (tests). */
public record HttpConfig(String host, int port) {}
