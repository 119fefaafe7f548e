package home.hearth.policies.memory.internal;

import home.hearth.policies.Scope;

/** What the entry gate says, in English or Portuguese. No sentence repeats the memory's content. */
public final class Reasons {
    private Reasons() {}

    public static String nothing(Lang l) {
        return l.pick("There's nothing there to remember.", "Não há nada aí para lembrar.");
    }

    public static String smallTalk(Lang l) {
        return l.pick("That's just conversation — there's nothing to remember.", "Isso é só conversa — não há nada para lembrar.");
    }

    public static String question(Lang l) {
        return l.pick("That's a question, not something to remember — ask me and I'll answer it.",
                "Isso é uma pergunta, não algo para lembrar — pergunta-me e eu respondo.");
    }

    public static String volatileState(Lang l) {
        return l.pick("I don't remember device states — they change. Ask me and I'll check the device live.",
                "Não guardo o estado dos aparelhos — muda. Pergunta-me e eu vejo no momento.");
    }

    public static String secret(SecretKind kind, Lang l) {
        return switch (kind) {
            case PASSWORD_OR_CODE -> l.pick("I won't store passwords or codes — keep them in a password manager.",
                    "Não guardo senhas nem códigos — guarda-os num gestor de senhas.");
            case CARD_OR_BANK -> l.pick("I won't store card or bank numbers — they're secrets.",
                    "Não guardo números de cartão nem de conta bancária — são segredos.");
            case KEY_OR_TOKEN -> l.pick("I won't store keys or tokens — they're credentials.",
                    "Não guardo chaves nem tokens — são credenciais.");
        };
    }

    public static String sensitiveInferred(Lang l) {
        return l.pick("I don't pick up health, beliefs or similar personal details from conversation; tell me explicitly if you want me to keep it.",
                "Não guardo saúde, crenças ou detalhes pessoais deste tipo a partir da conversa; diz-me explicitamente se quiseres que o guarde.");
    }

    public static String sensitiveShared(Lang l) {
        return l.pick("Health, beliefs and similar details are kept for their owner only — I can keep this for you only.",
                "Saúde, crenças e detalhes deste tipo ficam só para o próprio — posso guardar isto só para ti.");
    }

    public static String instruction(Lang l) {
        return l.pick("I can't take that as a rule — memories never change how I work or who may do what. An admin can change the policy.",
                "Não posso aceitar isso como regra — as memórias nunca mudam como funciono nem quem pode fazer o quê. Um administrador pode mudar a política.");
    }

    public static String unknownSpeaker(Lang l) {
        return l.pick("I don't know who is speaking, so I can't remember things for you. Who is it?",
                "Não sei quem está a falar, por isso não posso guardar nada. Quem é?");
    }

    public static String uncertainSpeaker(Lang l) {
        return l.pick("I'm not sure who is speaking — tell me who you are first, then I'll remember it.",
                "Não tenho a certeza de quem está a falar — diz-me primeiro quem és e depois eu guardo.");
    }

    public static String othersScope(String owner, Lang l) {
        return l.pick("That's " + owner + "'s own space — only " + owner + " can add memories there.",
                "Esse é o espaço de " + owner + " — só " + owner + " pode guardar memórias lá.");
    }

    public static String technicianScope(Lang l) {
        return l.pick("Technicians keep device and task memories only.", "Os técnicos só guardam memórias de aparelhos e tarefas.");
    }

    public static String categoryNotAllowed(String category, String role, Scope scope, Lang l) {
        String what = category.replace('_', ' ');
        return l.pick("This household doesn't let " + article(role) + " keep " + article(what) + " in " + scope.wire() + ".",
                "Nesta casa, um " + role + " não pode guardar um(a) " + what + " em " + scope.wire() + ".");
    }

    /** "a child", "an adult", "an event". */
    private static String article(String noun) {
        return ("aeiou".indexOf(Character.toLowerCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
    }

    public static String unknownKey(String key, Lang l) {
        return l.pick("I can't store '" + key + "' — it isn't one of the keys this household allows.",
                "Não posso guardar '" + key + "' — não é uma das chaves permitidas nesta casa.");
    }

    public static String tooLittle(Lang l) {
        return l.pick("That's too little to remember — say a bit more.", "Isso é pouco para lembrar — diz um pouco mais.");
    }

    public static String quota(int quota, Lang l) {
        return l.pick("I've already noted " + quota + " things from conversation today; I'll skip this one.",
                "Já anotei " + quota + " coisas da conversa hoje; esta fica de fora.");
    }

    public static String reinforced(Lang l) {
        return l.pick("I already remember that — I've noted it again.", "Já me lembro disso — reforcei a memória.");
    }

    public static String superseded(Lang l) {
        return l.pick("This replaces what I remembered before; the old version stays in the history.",
                "Isto substitui o que eu tinha guardado; a versão antiga fica no histórico.");
    }

    public static String ungrounded(Lang l) {
        return l.pick("I won't keep that — it isn't something that was said in the conversation.",
                "Não guardo isso — não foi dito na conversa.");
    }

    public static String saved(Lang l) {
        return l.pick("Saved.", "Guardado.");
    }

    public static String awaiting(Lang l) {
        return l.pick("Waiting for a yes before saving.", "À espera de um sim antes de guardar.");
    }

    /** An edit into what may hold a code is refused: it cannot be asked about, a new memory would be. */
    public static String possibleSecretEdit(Lang l) {
        return l.pick("That may hold a code or a password, and I never keep those, so the memory was not changed. If it"
                        + " isn't one, add it as a new memory: I'll ask you about it first.",
                "Isso pode ter um código ou uma palavra-passe, e esses nunca guardo, por isso a memória não mudou. Se não for,"
                        + " acrescenta-o como memória nova: pergunto-te primeiro.");
    }

    /** A question about a possible code is pending; the reason (audited) never holds the text. */
    public static String awaitingPossibleSecret(Lang l) {
        return l.pick("Awaiting an answer about a possible code before saving.",
                "À espera de uma resposta sobre um possível código antes de guardar.");
    }
}
