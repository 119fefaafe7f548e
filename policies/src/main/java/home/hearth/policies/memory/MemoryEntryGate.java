package home.hearth.policies.memory;

import home.hearth.policies.config.ConflictAction;
import home.hearth.policies.config.PolicySet;
import home.hearth.policies.memory.GateDecision.Refuse;
import home.hearth.policies.memory.internal.Allowlist;
import home.hearth.policies.memory.internal.ContentScreen;
import home.hearth.policies.memory.internal.ContentWords;
import home.hearth.policies.memory.internal.Draft;
import home.hearth.policies.memory.internal.Lang;
import home.hearth.policies.memory.internal.NeighbourCheck;
import home.hearth.policies.memory.internal.Prompts;
import home.hearth.policies.memory.internal.Reasons;
import home.hearth.policies.memory.internal.TextForm;
import home.hearth.policies.memory.internal.Typed;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;

/**
 * The memory entry gate: every write path (API, page, voice, extraction, import, tools) asks it
 * before anything is stored. Pure: the caller gathers the facts into a {@link GateRequest}.
 *
 * <p>Steps, in order; the first that refuses answers with a sentence the user hears or sees (in
 * English or Portuguese, following the text):
 * <ol>
 *   <li>Not memory material: volatile device state, small talk, nothing at all.
 *   <li>Never stored: secrets (passwords, PINs, codes, card numbers, IBANs, keys, tokens). Sensitive
 *       categories are kept only when stated by their owner (EXPLICIT, CONFIRMED, IMPORT) in the
 *       owner's own scope; INFERRED and TOOL candidates with sensitive content are refused.
 *   <li>No operational instructions ("always skip confirmations"): memory never grants a permission.
 *   <li>A learned second opinion on free text ({@code internal.LearnedScreen}): a model learned from the gate's
 *       labelled sentences may still refuse what the patterns let through, as a secret, an instruction or device
 *       state of the moment. It only ever refuses; {@link #rulesOnly} is the gate without it.
 *   <li>Who may write where ({@link GateStep#CONSENT}: an unknown speaker writes nothing; only the
 *       verified owner writes a user scope), then the allowlist ({@link GateStep#ALLOWLIST}: the
 *       category must be allowed for the scope and the role — an unverified speaker never writes a
 *       household rule — and a structured key must exist, with a valid value, normalised).
 *   <li>Substance (enough content words) and, for INFERRED, the daily quota.
 *   <li>Redundancy: an agreeing neighbour at or above the redundancy threshold → {@link GateDecision.Reinforce}.
 *   <li>Conflict: a contradicting neighbour at or above the conflict threshold → superseded, or asked.
 *   <li>Grounding: an INFERRED candidate must share content words with its dialogue.
 *   <li>Confirmation — the rule: EXPLICIT or CONFIRMED with {@code confirmed = false} (a spoken
 *       "remember that …") → {@link GateDecision.Confirm} naming what will be saved and where;
 *       with {@code confirmed = true} (a page/API create by the owner, or a yes) → Accept/Supersede.
 *       IMPORT and TOOL need no question. INFERRED → Accept, unless the policy wants inferred
 *       memories confirmed or it would go to a shared scope (the owner's consent to share), then
 *       Confirm until {@code confirmed = true}. A conflict under {@code on_conflict: ask} is asked
 *       unless already confirmed. Pending questions expire after {@link #confirmationTtl()}.
 *       Before all of these, a possible secret: free text holding a value whose learned secret likelihood is under
 *       the refusal's threshold but at least the question's is asked about ({@link GateDecision.Confirm#possibleSecret})
 *       when nobody has answered yet: EXPLICIT (even confirmed, as a page's create) and INFERRED not confirmed. The
 *       yes (CONFIRMED, or INFERRED confirmed) is stored; TOOL and IMPORT are not asked.
 * </ol>
 */
public final class MemoryEntryGate {
    private final PolicySet policy;
    /**
     * Secrets and instructions do not depend on the household's settings. The learned screen judges only a memory's
     * own text, never its other fields, so this screen is built without it (and does not learn it at class load).
     */
    private static final ContentScreen FIELDS = new ContentScreen(null, false);
    private final ContentScreen content;
    private final Allowlist allowlist;
    private final NeighbourCheck neighbours;

    public MemoryEntryGate(PolicySet policy) {
        this(policy, true);
    }

    /** The gate without its learned screen: what the rules alone decide (the bench's same-run baseline). */
    public static MemoryEntryGate rulesOnly(PolicySet policy) {
        return new MemoryEntryGate(policy, false);
    }

    private MemoryEntryGate(PolicySet policy, boolean learnedScreen) {
        this.policy = policy;
        this.content = new ContentScreen(policy.gate(), learnedScreen);
        this.allowlist = new Allowlist(policy.memory());
        this.neighbours = new NeighbourCheck(policy.gate().thresholds());
    }

    /** Where the learned screen's model came from ("built with the module", or why it was learned at start), for the log. */
    public String learnedScreen() {
        return content.learnedScreen();
    }

    /** Screens one write; never throws for ordinary input. */
    public GateDecision screen(GateRequest request) {
        Draft d = Draft.of(request);
        ContentScreen.Screened screened = content.screen(d);
        if (screened.refusal().isPresent()) {
            return screened.refusal().get();
        }
        Typed typed = allowlist.check(d);
        if (typed.refusal().isPresent()) {
            return typed.refusal().get();
        }
        Optional<Refuse> thin = substanceAndQuota(d);
        if (thin.isPresent()) {
            return thin.get();
        }
        TextForm compared = typed.fact().map(f -> TextForm.of(f.display())).orElse(d.text());
        Optional<Neighbour> same = neighbours.redundant(d, compared);
        if (same.isPresent()) {
            return new GateDecision.Reinforce(same.get().memoryId(), Reasons.reinforced(d.lang()));
        }
        Optional<Neighbour> conflict = neighbours.conflicting(d, compared);
        if (isInferred(d) && !grounded(d)) {
            return new Refuse(GateStep.GROUNDING, Reasons.ungrounded(d.lang()));
        }
        if (screened.possibleSecret() && unanswered(d)) {
            return new GateDecision.Confirm(typed.category(), screened.sensitive().isPresent(), typed.fact(), true,
                    Prompts.possibleSecret(d.candidate(), d.lang()), Reasons.awaitingPossibleSecret(d.lang()));
        }
        return confirmation(d, typed, conflict, screened.sensitive().isPresent());
    }

    /**
     * Whether nobody has yet answered the question about a possible secret: a member's own words (EXPLICIT, even a
     * page's create with {@code confirmed = true}) and an inferred memory not yet confirmed. A yes comes back as
     * CONFIRMED (or INFERRED, confirmed); TOOL and IMPORT have nobody to ask.
     */
    private static boolean unanswered(Draft d) {
        return switch (d.candidate().source()) {
            case EXPLICIT -> true;
            case INFERRED -> !d.request().confirmed();
            case CONFIRMED, TOOL, IMPORT -> false;
        };
    }

    /**
     * Screens one of a write's other free-text fields ({@code why}, {@code evidence}, each context,
     * link or session name) the way the text is screened for secrets and operational instructions:
     * a refusal names the field. The caller refuses the whole write when any field is refused.
     */
    public static Optional<GateDecision.Refuse> screenField(String field, String text) {
        return FIELDS.screenField(field, text);
    }

    /**
     * The refusal of an edit the gate asked about as a possible code ({@link GateDecision.Confirm#possibleSecret}): an edit
     * is screened as already confirmed, so there is no question to ask; the member is told why, and that a new memory
     * with that text would be asked about first. In the text's language; it never repeats the text.
     */
    public static Refuse editIntoPossibleSecret(String text) {
        return new Refuse(GateStep.SECRET, Reasons.possibleSecretEdit(Lang.guess(TextForm.of(text))));
    }

    /** How long a "shall I remember …?" question stays answerable. */
    public Duration confirmationTtl() {
        return policy.gate().confirmationTtl();
    }

    /** The pending question for a {@link GateDecision.Confirm}, expiring after {@link #confirmationTtl()}. */
    public PendingConfirmation pending(GateRequest request, GateDecision.Confirm decision) {
        var owner = request.principal().member()
                .orElseThrow(() -> new IllegalArgumentException("only a known member can be asked to confirm a memory"));
        return new PendingConfirmation(owner, request.candidate(), decision.prompt(), request.now().plus(confirmationTtl()));
    }

    private Optional<Refuse> substanceAndQuota(Draft d) {
        boolean structured = d.candidate().fact().isPresent();
        if (!structured && ContentWords.of(d.text()).size() < policy.gate().thresholds().minContentWords()) {
            return Optional.of(new Refuse(GateStep.SUBSTANCE, Reasons.tooLittle(d.lang())));
        }
        int quota = policy.gate().inferred().dailyQuota();
        if (isInferred(d) && d.request().inferredToday() >= quota) {
            return Optional.of(new Refuse(GateStep.QUOTA, Reasons.quota(quota, d.lang())));
        }
        return Optional.empty();
    }

    private boolean grounded(Draft d) {
        Set<String> mine = ContentWords.stems(d.text());
        Set<String> said = ContentWords.stems(TextForm.of(d.request().dialogue()));
        long shared = mine.stream().filter(said::contains).count();
        return !mine.isEmpty() && shared >= Math.ceil(mine.size() * policy.gate().inferred().groundingMinOverlap());
    }

    private GateDecision confirmation(Draft d, Typed t, Optional<Neighbour> conflict, boolean sensitive) {
        boolean confirmed = d.request().confirmed();
        boolean ask = switch (d.candidate().source()) {
            case EXPLICIT, CONFIRMED -> !confirmed;
            case INFERRED -> !confirmed && (policy.gate().inferred().needConfirmation()
                    || (d.candidate().scope().isShared() && policy.consent().sharedNeedsOwnerConsent()));
            case TOOL, IMPORT -> false;
        };
        ask |= conflict.isPresent() && !confirmed && policy.gate().thresholds().onConflict() == ConflictAction.ASK;
        if (ask) {
            String prompt = Prompts.confirm(d.candidate(), t.fact(), d.lang(), conflict.map(Neighbour::text));
            return new GateDecision.Confirm(t.category(), sensitive, t.fact(), false, prompt, Reasons.awaiting(d.lang()));
        }
        if (conflict.isPresent()) {
            return new GateDecision.Supersede(conflict.get().memoryId(), t.category(), sensitive, t.fact(), Reasons.superseded(d.lang()));
        }
        return new GateDecision.Accept(t.category(), sensitive, t.fact(), Reasons.saved(d.lang()) + " " + capital(
                Prompts.where(d.candidate().scope(), d.lang())) + ".");
    }

    private static boolean isInferred(Draft d) {
        return d.candidate().source() == MemorySource.INFERRED;
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
