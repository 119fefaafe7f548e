package home.hearth.hub.web.members;

import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.Responses;
import home.hearth.profiles.members.MemberRuleException;
import home.hearth.profiles.members.UnknownMemberException;
import home.hearth.profiles.voice.BadAudioException;
import io.helidon.webserver.http.HttpRouting;

/**
 * How the profiles module's expected refusals reach a client: a missing member is 404, a household
 * rule 409, unusable audio 422 with what to do about it ("too quiet: move closer").
 */
public final class ProfilesErrors {
    private ProfilesErrors() {}

    public static void register(HttpRouting.Builder routing) {
        routing.error(UnknownMemberException.class, (req, res, e) -> Responses.error(res, ApiException.notFound("Member")));
        routing.error(MemberRuleException.class, (req, res, e) -> Responses.error(res, ApiException.conflict(e.getMessage())));
        routing.error(BadAudioException.class, (req, res, e) ->
                Responses.error(res, ApiException.unprocessable(e.problem().wireName(), e.getMessage())));
    }
}
