package home.hearth.profiles.removal;

import home.hearth.policies.MemberId;
import java.util.Optional;

/**
 * What a removal did.
 *
 * @param member who was removed
 * @param export the JSON export ({@code {"profile":{…},"memories":[…]}}) when the admin chose EXPORT
 * @param memoriesErased how many personal memories the hub erased
 * @param tokensRevoked how many tokens were revoked
 * @param voiceprintErased whether a voiceprint was erased
 */
public record RemovalResult(MemberId member, Optional<String> export, int memoriesErased, int tokensRevoked,
        boolean voiceprintErased) {}
