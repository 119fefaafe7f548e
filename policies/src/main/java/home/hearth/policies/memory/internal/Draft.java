package home.hearth.policies.memory.internal;

import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.GateRequest;

/** A request being screened, with its text prepared once. */
public record Draft(GateRequest request, TextForm text, Lang lang) {
    public static Draft of(GateRequest request) {
        TextForm text = TextForm.of(request.candidate().text());
        return new Draft(request, text, Lang.guess(text));
    }

    public Candidate candidate() {
        return request.candidate();
    }
}
