package home.hearth.hub.bench;

import java.util.Random;

/** Household memory sentences (English and Portuguese) and questions, with slots filled at random. */
final class Templates {
    private static final String[] MEMORIES = {
        "{who} likes the {room} at {n} degrees at night",
        "{who} prefers the {room} lights dimmed to {n} percent after dinner",
        "The {device} in the {room} was serviced on {day}, ticket {n}",
        "Error E{n} on the {device} was fixed by cleaning the filter",
        "{who} takes the bins out every {day} morning",
        "{who} is allergic to {food}",
        "{who} wants the {device} off during the {day} nap at {time}",
        "The spare key for the {room} is in the {thing}",
        "{who} waters the plants in the {room} every {day}",
        "The {device} warranty ends in {n} months",
        "{who} drinks {food} tea before bed",
        "Guests sleep in the {room} and like the blinds open",
        "{who} practises piano in the {room} on {day} at {time}",
        "The {device} password hint is the name of {who}'s first pet",
        "{who} gosta do {room} a {n} graus à noite",
        "A {thing} do {room} foi consertada na {day}",
        "{who} não come {food} nem marisco",
        "O {device} da {room} faz barulho quando passa de {n} graus",
        "{who} leva o cão a passear às {time}",
        "The {thing} in the {room} needs new batteries every {n} weeks",
    };
    private static final String[] QUESTIONS = {
        "what temperature does {who} like in the {room}",
        "when was the {device} serviced",
        "how was the {device} error fixed",
        "who takes out the bins",
        "what is {who} allergic to",
        "where is the spare key for the {room}",
        "when does {who} water the plants",
        "when does the {device} warranty end",
        "a que horas {who} passeia o cão",
        "o que {who} não come",
    };
    private static final String[] DAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"};
    private static final String[] FOODS = {"peanuts", "shellfish", "chamomile", "gluten", "lactose", "mint", "kiwi"};
    private static final String[] THINGS = {"blue flowerpot", "green drawer", "key box", "smoke detector", "remote"};

    private Templates() {}

    static String fill(int topic, Random r, String[] members, String[] rooms, String[] devices) {
        return slots(MEMORIES[topic % MEMORIES.length], r, members, rooms, devices);
    }

    static String question(int topic, Random r, String[] members, String[] rooms, String[] devices) {
        return slots(QUESTIONS[topic % QUESTIONS.length], r, members, rooms, devices);
    }

    private static String slots(String template, Random r, String[] members, String[] rooms, String[] devices) {
        return template
                .replace("{who}", capitalised(members[r.nextInt(members.length)]))
                .replace("{room}", rooms[r.nextInt(rooms.length)].replace('-', ' '))
                .replace("{device}", devices[r.nextInt(devices.length)])
                .replace("{n}", Integer.toString(10 + r.nextInt(200)))
                .replace("{day}", DAYS[r.nextInt(DAYS.length)])
                .replace("{food}", FOODS[r.nextInt(FOODS.length)])
                .replace("{thing}", THINGS[r.nextInt(THINGS.length)])
                .replace("{time}", (6 + r.nextInt(16)) + ":" + (r.nextBoolean() ? "00" : "30"));
    }

    private static String capitalised(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
