package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;

/**
 * Follow-ups about the session's last reading: "is that right?" repeats it while it is valid and
 * says when it was taken (no new reading, no model round trip); "check again" reads the device
 * anew. Without evidence, "is that right?" goes to the language model when there is one (it may be
 * about the model's own answer).
 */
public final class EvidenceTurns {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);
    private final DeviceTurns devices;
    private final Optional<ModelTurns> model;
    private final ZoneId zone;
    private final Clock clock;

    public EvidenceTurns(DeviceTurns devices, Optional<ModelTurns> model, ZoneId zone, Clock clock) {
        this.devices = devices;
        this.model = model;
        this.zone = zone;
        this.clock = clock;
    }

    public void followUp(Intent.FollowUp f, TurnContext ctx) {
        Language l = f.language();
        Optional<ToolEvidence> last = ctx.session().evidence().latest();
        if (f.again()) {
            last.ifPresentOrElse(e -> devices.question(e.question(), ctx), () -> ctx.sink().say(l.say(
                    "There is no reading in this conversation to check again; ask me about a device.",
                    "Não há nenhuma leitura nesta conversa para verificar outra vez; pergunta-me por um dispositivo.")));
            return;
        }
        Instant now = clock.instant();
        Optional<ToolEvidence> valid = last.filter(e -> e.validAt(now));
        if (valid.isPresent()) {
            ctx.sink().say(reused(valid.get(), now, l));
        } else if (model.isPresent()) {
            model.get().answer(l, ctx);
        } else {
            ctx.sink().say(l.say("I have no recent reading to go by; ask me about a device and I'll read it now.",
                    "Não tenho nenhuma leitura recente; pergunta-me por um dispositivo e leio-o agora."));
        }
    }

    private String reused(ToolEvidence e, Instant now, Language l) {
        long seconds = Math.max(0, Duration.between(e.observedAt(), now).toSeconds());
        String at = TIME.format(e.observedAt().atZone(zone));
        return l.say("Going by my reading at " + at + " (" + seconds + " s ago), not a new one: " + e.result()
                        + " Say \"check again\" for a new reading.",
                "Pela leitura das " + at + " (há " + seconds + " s), sem ler de novo: " + e.result()
                        + " Diz \"verifica outra vez\" para uma nova leitura.");
    }
}
