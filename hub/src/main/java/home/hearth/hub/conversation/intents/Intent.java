package home.hearth.hub.conversation.intents;

import home.hearth.devices.Command;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a turn asks for, as far as the local intents can tell without a language model. Targets are
 * the words the member used for a device, a room or both ("the kitchen light", "o quarto"); the
 * conversation resolves them against the inventory.
 */
public sealed interface Intent {
    Language language();

    /** Make a device do something: "turn on the kitchen light", "apaga a luz da cozinha". */
    record DeviceCommand(String target, Command command, Language language) implements Intent {
        public DeviceCommand {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(command, "command");
        }
    }

    /** Ask a device for its state now: "is the kitchen light on?", "a porta está trancada?". */
    record StateQuestion(String target, Aspect aspect, Language language) implements Intent {
        public StateQuestion {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(aspect, "aspect");
        }
    }

    /**
     * "remember that …" / "lembra que …": {@code what} is the rest, as said; {@code household} when
     * it is for everyone ("remember for everyone that …", "lembra a todos que …").
     */
    record Remember(String what, boolean household, Language language) implements Intent {
        public Remember {
            Objects.requireNonNull(what, "what");
        }
    }

    /** "forget …" / "esquece …"; {@code everything} for "forget everything about me". */
    record Forget(String what, boolean everything, Language language) implements Intent {
        public Forget {
            Objects.requireNonNull(what, "what");
        }
    }

    /** "what do you know about me?" / "o que sabes sobre mim?" */
    record WhatDoYouKnow(Language language) implements Intent {}

    /**
     * A question no other intent took, answered from remembered things when retrieval finds any;
     * {@code personal} when it is about the speaker ("what is my favourite colour?").
     */
    record MemoryQuestion(String question, boolean personal, Language language) implements Intent {
        public MemoryQuestion {
            Objects.requireNonNull(question, "question");
        }
    }

    /** "set a timer for ten minutes" / "põe um temporizador de dez minutos". */
    record SetTimer(java.time.Duration length, Language language) implements Intent {
        public SetTimer {
            Objects.requireNonNull(length, "length");
        }
    }

    /**
     * "remind me tomorrow at 8 to take out the bins" / "lembra-me amanhã às 8 de pôr o lixo lá fora".
     *
     * @param when after a while ({@code in}) or at a time of day ({@code days} from today, empty:
     *     the next time that hour comes)
     */
    record SetReminder(String what, When when, Language language) implements Intent {
        public SetReminder {
            Objects.requireNonNull(what, "what");
            Objects.requireNonNull(when, "when");
        }
    }

    /** When a reminder is due, as said. */
    sealed interface When {
        record In(java.time.Duration after) implements When {}

        record At(OptionalInt days, java.time.LocalTime time) implements When {}
    }

    /** "what timers are on?" / "que lembretes tenho?" */
    record ListTimers(Language language) implements Intent {}

    /** "cancel the timer" / "cancela o lembrete"; {@code all} for "cancel all timers". */
    record CancelTimer(boolean reminder, boolean all, Language language) implements Intent {}

    /**
     * "turn off all the lights" / "apaga as luzes todas": every light, one step per device, as a
     * background task; {@code where} the room words said ("in the kitchen"), empty for the whole house.
     */
    record AllLights(boolean on, String where, Language language) implements Intent {
        public AllLights {
            Objects.requireNonNull(where, "where");
        }
    }

    /** "how is the task going?" / "como vai a tarefa?" */
    record TaskStatus(Language language) implements Intent {}

    /** "cancel the task" / "cancela a tarefa"; {@code all} for "cancel all tasks". */
    record CancelTask(boolean all, Language language) implements Intent {}

    /**
     * "yes" / "sim" or "no" / "não", answering the question the hub asked in the previous turn; a no also when a verb
     * with nothing to act on follows it ("no, forget it", "não, esquece"): a no is the safe side of any question.
     */
    record Answer(boolean yes, Language language) implements Intent {}

    /**
     * A yes followed by more words: "yes, unlock it", "sim, destranca", "yes, remember that", "ok, turn on the kitchen
     * light". It answers the open question only when {@code restated} is that very action (a command whose device is
     * not named, "it" or "a", or words that fit the device asked about; remembering or forgetting "it" for a memory
     * question); any other words after the yes are not a yes. With no question open, {@code restated} is the turn.
     *
     * @param restated what the words after the yes read as (a {@link DeviceCommand} with an empty target for a verb
     *     alone: "unlock", "destranca-a"; a {@link Remember} or {@link Forget} with an empty {@code what} for
     *     "remember that", "guarda isso", "forget it", "esquece")
     */
    record YesWith(Intent restated, Language language) implements Intent {
        public YesWith {
            Objects.requireNonNull(restated, "restated");
        }
    }

    /**
     * A follow-up about the last reading: "is that right?" / "tens a certeza?" ({@code again} false:
     * the reading may be repeated while it is valid, saying when it was taken), or "check again" /
     * "verifica outra vez" ({@code again} true: a new reading).
     */
    record FollowUp(boolean again, Language language) implements Intent {}

    /** Understood, but not doable as said ("set the bedroom to 90 degrees"): {@code reply} says why. */
    record Unclear(String reply, Language language) implements Intent {
        public Unclear {
            Objects.requireNonNull(reply, "reply");
        }
    }

    /** Nothing the local intents know; a language model may still answer it. */
    record Unrecognised(Language language) implements Intent {}

    /** Which part of a device's state a question is about. */
    enum Aspect {
        /** switched on (switch, dimmer, plug) */
        ON,
        /** locked (lock) */
        LOCKED,
        /** open or closed (contact sensor) */
        OPEN,
        /** the temperature measured now (temperature sensor, thermostat) */
        TEMPERATURE,
        /** someone there (motion sensor) */
        OCCUPANCY,
        /** whatever the device reports */
        ANY
    }
}
