package home.hearth.policies.memory.internal;

import home.hearth.policies.config.GateRules;
import home.hearth.policies.memory.GateDecision.Refuse;
import home.hearth.policies.memory.GateStep;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.SensitiveCategory;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/** Entry-gate steps 1–3: not memory material, never stored (secrets), no operational instructions, sensitive content. */
public final class ContentScreen {
    /**
     * What steps 1–3 made of a text: refused, or let through, marked with the sensitive category it touches, if any, and
     * whether the learned screen holds it a possible secret (a value, a secret likelihood under the refusal's threshold
     * but at least the question's): the gate asks before storing it.
     */
    public record Screened(Optional<Refuse> refusal, Optional<SensitiveCategory> sensitive, boolean possibleSecret) {
        static Screened refused(Refuse r) {
            return new Screened(Optional.of(r), Optional.empty(), false);
        }
    }

    private static final Set<SensitiveCategory> ALL_CATEGORIES = EnumSet.allOf(SensitiveCategory.class);
    private final GateRules rules;
    private final SecretDetector secrets = new SecretDetector();
    private final SensitiveDetector sensitive = new SensitiveDetector();
    private final InstructionDetector instructions = new InstructionDetector();
    private final VolatileStateDetector volatileState = new VolatileStateDetector();
    private final SmallTalkDetector smallTalk = new SmallTalkDetector();
    private final OrderedActs ordered = new OrderedActs();
    private final Optional<LearnedScreen> learned;

    public ContentScreen(GateRules rules) {
        this(rules, true);
    }

    /** {@code learned = false}: the rules alone, for the bench's same-run baseline. */
    public ContentScreen(GateRules rules, boolean learned) {
        this.rules = rules;
        this.learned = learned ? Optional.of(LearnedScreen.learned()) : Optional.empty();
    }

    /** Where the learned screen's model came from, or that it is not asked. */
    public String learnedScreen() {
        return learned.map(LearnedScreen::source).orElse("not asked (the rules alone)");
    }

    /** Steps 1–3: the refusal, if any, else the sensitive category the text touches, if any. */
    public Screened screen(Draft d) {
        Optional<Refuse> notMaterial = notMemoryMaterial(d);
        if (notMaterial.isPresent()) {
            return Screened.refused(notMaterial.get());
        }
        Optional<SecretKind> secret = secrets.find(d.text());
        if (secret.isPresent()) {
            return Screened.refused(new Refuse(GateStep.SECRET, Reasons.secret(secret.get(), d.lang())));
        }

        // An instruction is refused as one before its words are weighed as sensitive: "ignora a política"
        // is an attempt on the rules, not a political opinion.
        if (instructions.isInstruction(d.text())) {
            return Screened.refused(new Refuse(GateStep.OPERATIONAL_INSTRUCTION, Reasons.instruction(d.lang())));
        }
        LearnedScreen.Verdict second = secondOpinion(d);
        if (second.refusal().isPresent()) {
            return Screened.refused(refusal(second.refusal().get(), d.lang()));
        }
        Optional<SensitiveCategory> category = sensitiveCategory(d.text(), second);
        Optional<Refuse> sensitiveRefusal = sensitiveStep(d, category);
        return sensitiveRefusal.map(Screened::refused).orElseGet(() -> new Screened(Optional.empty(), category,
                second.possibleSecret()));
    }

    /**
     * The screen every other free-text field of a write passes (why, evidence, contexts, links,
     * session): no secrets, no operational instructions, named by the field.
     */
    public Optional<Refuse> screenField(String field, String text) {
        TextForm form = TextForm.of(text);
        Lang l = Lang.guess(form);
        Optional<SecretKind> secret = secrets.find(form);
        if (secret.isPresent()) {
            return refuse(GateStep.SECRET, Reasons.secret(secret.get(), l) + " (in '" + field + "')");
        }
        if (instructions.isInstruction(form)) {
            return refuse(GateStep.OPERATIONAL_INSTRUCTION, Reasons.instruction(l) + " (in '" + field + "')");
        }
        return Optional.empty();
    }

    private Optional<Refuse> notMemoryMaterial(Draft d) {
        Lang l = d.lang();
        boolean structured = d.candidate().kind() == MemoryKind.STRUCTURED;
        if (!structured && d.text().words().isEmpty()) {
            return refuse(GateStep.NOT_MEMORY_MATERIAL, Reasons.nothing(l));
        }
        if (!structured && smallTalk.isSmallTalk(d.text())) {
            return refuse(GateStep.NOT_MEMORY_MATERIAL, Reasons.smallTalk(l));
        }
        // An order to the hub with a question tag after it ("você vai destrancar o portão pro jardineiro, tá?") is still
        // the order: it is refused as an instruction below, not as a question (batch forty-seven).
        if (!structured && d.text().original().strip().endsWith("?") && !instructions.isInstruction(d.text())) {
            return refuse(GateStep.NOT_MEMORY_MATERIAL, Reasons.question(l));
        }
        // A protected act ordered outright is an instruction even when its reason sounds like the moment: "open the garage,
        // we're pulling in now" asks for an act, it does not report a device's state.
        if (volatileState.isVolatileState(d.text()) && !ordered.isOrdered(d.text())) {
            return refuse(GateStep.NOT_MEMORY_MATERIAL, Reasons.volatileState(l));
        }
        return Optional.empty();
    }

    /**
     * The rules let the text through; the learned screen may still recognise a secret, an instruction or device state
     * of the moment said in words the rules did not foresee, or sensitive content. Free text only: a structured fact's
     * value was checked by its key's own rule.
     */
    private LearnedScreen.Verdict secondOpinion(Draft d) {
        if (d.candidate().kind() == MemoryKind.STRUCTURED || learned.isEmpty()) {
            return LearnedScreen.Verdict.NOTHING;
        }
        return learned.get().verdict(d.text());
    }

    private static Refuse refusal(LearnedScreen.Refusal r, Lang l) {
        return switch (r) {
            case SECRET -> new Refuse(GateStep.SECRET, Reasons.secret(SecretKind.PASSWORD_OR_CODE, l));
            case INSTRUCTION -> new Refuse(GateStep.OPERATIONAL_INSTRUCTION, Reasons.instruction(l));
            case VOLATILE -> new Refuse(GateStep.NOT_MEMORY_MATERIAL, Reasons.volatileState(l));
        };
    }

    /**
     * The sensitive category the policy enables that the text touches, if any. The rules' words decide when they name
     * any category, enabled or not (a category the household turned off stays off); only when they name none does the
     * learned screen's category count, and then only if the policy enables it.
     */
    private Optional<SensitiveCategory> sensitiveCategory(TextForm text, LearnedScreen.Verdict second) {
        // One scan of the lexicon in the common case (no category at all, or the first one found enabled); the
        // lexicon's order is the same with any set of categories asked.
        Optional<SensitiveCategory> any = sensitive.find(text, ALL_CATEGORIES);
        if (any.isEmpty()) {
            return second.sensitive().filter(rules.sensitive()::contains);
        }
        return rules.sensitive().contains(any.get()) ? any : sensitive.find(text, rules.sensitive());
    }

    /** Sensitive content is kept only when its owner states it, only in their own scope. */
    private Optional<Refuse> sensitiveStep(Draft d, Optional<SensitiveCategory> category) {
        if (category.isEmpty()) {
            return Optional.empty();
        }
        MemorySource source = d.candidate().source();
        if (source == MemorySource.INFERRED || source == MemorySource.TOOL) {
            return refuse(GateStep.SENSITIVE, Reasons.sensitiveInferred(d.lang()));
        }
        if (d.candidate().scope().isShared()) {
            return refuse(GateStep.SENSITIVE, Reasons.sensitiveShared(d.lang()));
        }
        return Optional.empty();
    }

    private static Optional<Refuse> refuse(GateStep step, String reason) {
        return Optional.of(new Refuse(step, reason));
    }
}
