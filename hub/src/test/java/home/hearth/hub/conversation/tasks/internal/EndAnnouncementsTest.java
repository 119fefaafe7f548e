package home.hearth.hub.conversation.tasks.internal;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.devices.automations.Announcer;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskPlan;
import home.hearth.hub.conversation.tasks.TaskProgress;
import home.hearth.hub.conversation.tasks.TaskState;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.hub.conversation.tasks.TaskTimes;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A task's end waits for its room's speaker, and never outlives its member's erasure. */
class EndAnnouncementsTest {
    private final List<String> said = new CopyOnWriteArrayList<>();
    private final AtomicBoolean speakerThere = new AtomicBoolean(false);
    private final Announcer hall = (room, text) -> {
        if (!speakerThere.get()) {
            return Decision.deny("no speaker is connected in room " + room);
        }
        said.add(text);
        return Decision.allow("queued");
    };
    private final EndAnnouncements announcements = new EndAnnouncements(hall, Clock.systemUTC());

    @AfterEach
    void close() {
        announcements.close();
    }

    @Test
    void anEndWaitingForItsSpeakerIsSaidOnceWhenTheSpeakerComes() {
        announcements.announce(task("olga"), "hall", "The task is finished.");
        assertEquals(1, announcements.waiting());
        speakerThere.set(true);
        await().atMost(Duration.ofSeconds(20)).until(() -> said.equals(List.of("The task is finished.")));
        assertEquals(0, announcements.waiting());
    }

    @Test
    void anErasedMembersWaitingEndIsNeverSaid() {
        announcements.announce(task("olga"), "hall", "Olga's task is finished.");
        announcements.announce(task("rui"), "hall", "Rui's task is finished.");
        announcements.forget("olga");
        assertEquals(1, announcements.waiting(), "only Rui's waits now");
        speakerThere.set(true);
        await().atMost(Duration.ofSeconds(20)).until(() -> said.contains("Rui's task is finished."));
        assertEquals(List.of("Rui's task is finished."), said);
    }

    private static Task task(String member) {
        TaskPlan plan = new TaskPlan(TaskPlan.Kind.SEQUENCE, "Wait", Language.EN,
                List.of(new TaskStep.Wait(Duration.ofSeconds(1), "wait 1 s")));
        return new Task("task-" + member, MemberId.of(member), Optional.of("hall"), plan,
                new TaskProgress(TaskState.DONE, List.of(), Optional.empty()), new TaskTimes(Instant.now(), Optional.empty(),
                        Optional.empty()));
    }
}
