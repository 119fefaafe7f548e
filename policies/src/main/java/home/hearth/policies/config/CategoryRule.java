package home.hearth.policies.config;

import home.hearth.policies.Role;
import home.hearth.policies.ScopeType;
import java.util.Set;

/**
 * Where a memory category may be kept and who may write it: {@code household_rule} lives in
 * household and room scopes and only admins and adults write it.
 */
public record CategoryRule(String name, Set<ScopeType> scopes, Set<Role> roles) {
    public CategoryRule {
        scopes = Set.copyOf(scopes);
        roles = Set.copyOf(roles);
    }
}
