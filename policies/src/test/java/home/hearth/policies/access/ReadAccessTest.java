package home.hearth.policies.access;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The identity levels of policies/README.md as the memory index's filter. */
class ReadAccessTest {
    private final ReadAccessPolicy policy = new ReadAccessPolicy(home.hearth.policies.config.PolicyFiles.defaults().consent());

    @ParameterizedTest(name = "{0} {1} → own={2} shared={3}")
    @CsvSource(delimiter = '|', value = {
        "adult      | verified  | true  | household room device task",
        "admin      | verified  | true  | household room device task",
        "child      | verified  | true  | household room device task",
        "adult      | uncertain | false | household room",
        "child      | uncertain | false | household room",
        "guest      | verified  | false | household",
        "guest      | uncertain | false | household",
        "technician | verified  | false | device task",
        "technician | uncertain | false | device task"
    })
    void grantsByRoleAndIdentityLevel(String role, String level, boolean own, String shared) {
        Principal p = new Principal(Optional.of(MemberId.of("m1")), Role.parse(role), IdentityLevel.valueOf(level.toUpperCase()), Optional.empty());
        ReadAccess access = policy.readAccess(p);
        assertEquals(own ? Optional.of(MemberId.of("m1")) : Optional.empty(), access.ownMemoriesOf());
        assertEquals(scopes(shared), access.sharedScopes());
    }

    @org.junit.jupiter.api.Test
    void anUnknownSpeakerReadsHouseholdPublicOnly() {
        ReadAccess access = policy.readAccess(Principal.unknown());
        assertEquals(Optional.empty(), access.ownMemoriesOf());
        assertEquals(Set.of(ScopeType.HOUSEHOLD), access.sharedScopes());
    }

    private static Set<ScopeType> scopes(String words) {
        return Arrays.stream(words.trim().split(" +")).map(w -> ScopeType.valueOf(w.toUpperCase())).collect(Collectors.toSet());
    }
}
