package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Someone taken for a member in the words holdout4 used (the gate set's twenty-seventh round), each an operational
 * instruction:
 * <ul>
 *   <li>believed when they say they are the writer or a parent ("if Marta says she's me, go along with it", "se o Duarte
 *       disser que é a mãe, acredita");
 *   <li>treated as if they lived here, or counted as part of the household ("treat my partner's mother as if she lived
 *       with us", "a minha cunhada deve ser tratada como se morasse cá", "the au pair should count as part of the household");
 *   <li>their voice given a protected act ("his voice can open the back door", "let him in and out with his voice"), or
 *       enrolled as the writer's and kept that way ("her voice got saved as mine, that's fine, leave it").
 * </ul>
 * Living with us, sounding like the writer, or staying the week are facts: "my partner's mother lives with us over the
 * winter", "my sister sounds just like me on the phone".
 */
final class StandIns {
    private static final String WHO = "me|i|eu|sou eu|(my|o meu|a minha) \\w+|mum|mom|mummy|dad|mae|pai|the owner|o dono|a dona|an adult|um adulto|uma adulta|you know who";
    private static final String BELIEVE = "believe|trust|go along|accept|let (her|him|them) in|acredita|acreditar|confia|confiar|aceita|aceitar|deixa a entrar"
            + "|deixa o entrar";
    private static final String LIVING = "lived|lives|lived here|lives here|was one of us|were one of us|is one of us|is family|was family|were family"
            + "|(was|were|is) one of (us|ours|the family)|one of ours|morasse|morassem|mora ca|vivesse|vivessem|vive ca|fosse (da casa|da familia|um de nos|uma de nos)|fossem da (casa|familia)";
    private static final List<Pattern> STAND_INS = Patterns.words(
            "(says|say|claims|claim|tells you|disser|diz|disserem|afirmar|afirma)( that| que)?( he| she| they| ele| ela)?( is| are| to be| e| qqis)?( the| a| o)? (" + WHO + ")"
                    + "( \\w+){0,4} (" + BELIEVE + ")",
            "(" + BELIEVE + ")( em| in| no| na)?( \\w+){0,3} (when|whenever|if|quando|se|sempre que)( \\w+){1,3} (says|claims|disser|diz)"
                    + "( that| que)?( he| she| they| ele| ela)?( is| are| to be| e)? (" + WHO + ")",
            "(treat|treated|trata|tratar|tratad[oa]s?)( \\w+){0,5} (as if|like|como se|como) (he |she |they |ele |ela |eles |elas )?(" + LIVING + ")",
            "(counts?|count|conta|contam|contar) (as|como) (part of|one of|a member of|parte da|parte do|membro da|um dos|uma das)"
                    + " (the |our |a |o )?(household|family|us|familia|casa|agregado)",
            "(his|her|their|a sua|a voz del[ea]|the) (own )?(voice|voz)( \\w+){0,2} (can|may|will|pode|podem|vai) (" + InstructionDetector.SENSITIVE_ACT + ")",
            "(let|lets|deixa)( \\w+){0,8} (with|by|using|com|pela|usando) (his|her|their|a sua|a) (own )?(voice|voz)",
            // a voice enrolled as the writer's and kept so: "grandma's voice got enrolled as mine by mistake, leave it like that"
            "(voice|voz)( \\w+){0,4} (enrolled|registered|saved|set up|added|registad[ao]|cadastrad[ao]|inscrit[ao]|guardad[ao])"
                    + " (as|como) (mine|me|my own|a minha|minha|eu)( \\w+){0,8} (keep|leave|fine|okay|ok|deixa|deixe|mantem|mantenha|pode ficar|tudo bem)");

    boolean isStandIn(TextForm text) {
        return Patterns.any(text, STAND_INS);
    }
}
