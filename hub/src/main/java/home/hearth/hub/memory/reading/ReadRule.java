package home.hearth.hub.memory.reading;

import home.hearth.policies.Principal;
import home.hearth.policies.memory.ReadAccess;

/**
 * Which memories a principal may read, from its member, role and identity level (the policies
 * module's read-access policy). The memory use cases ask it on every call.
 */
@FunctionalInterface
public interface ReadRule {
    ReadAccess readAccess(Principal principal);
}
