package home.hearth.hub.web;

import home.hearth.policies.Principal;
import java.util.Optional;

/** Resolves a bearer token or page-session token to the signed-in principal. */
@FunctionalInterface
public interface TokenResolver {
    Optional<Principal> resolve(String token);
}
