package home.hearth.hub.config;

import java.time.Duration;

/**
 * Where the web server listens, and how long a sign-in lasts. Port 0 picks a free port (tests).
 *
 * @param sessionTtl how long a page sign-in (the session cookie and its token) stays valid; after
 *     it the pages send the member to sign in again
 */
public record HttpConfig(String host, int port, Duration sessionTtl) {}
