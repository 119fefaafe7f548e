package home.hearth.hub.conversation.internal;

import home.hearth.devices.Requester;
import home.hearth.hub.conversation.Turn;
import home.hearth.policies.Principal;

/** One running turn: what was said, its session and where its events go. */
public record TurnContext(Turn turn, SessionState session, EventSink sink) {
    public Principal principal() {
        return turn.principal();
    }

    public Requester requester() {
        return Requester.of(turn.principal());
    }
}
