package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.household;
import static home.hearth.policies.memory.GateFixture.refusedStep;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.policies.config.PolicyFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The secret shapes read in holdout4's misses (the gate set's twenty-sixth round), asked of the rules alone so the learned
 * screen cannot hide a gap: a code said out loud after the lock it opens, keys pressed around digits, a code explained
 * before it is given, a passphrase of plain words; each beside the near miss that must stay a memory. The sentences here
 * are in none of the set's parts.
 */
class HeardCodesTest {
    private static final MemoryEntryGate RULES = MemoryEntryGate.rulesOnly(PolicyFiles.defaults());

    @ParameterizedTest
    @ValueSource(strings = {
        "the summerhouse padlock is six two two nine", "the side door keypad is three three eight one and then enter",
        "my bike locker opens with thirty one seventeen", "o cacifo do trabalho abre com quarenta e dois onze",
        "the tool shed lock is hotel kilo five five", "tap the hash key then 9 0 4 4 on the gate panel",
        "for the flats you hit star then 1 6 6 2", "the tool cupboard takes nineteen twelve sixty", "the bike store takes six one six two",
        "the garage code is our anniversary, so two two zero seven", "the safe pin is gran's house number doubled, that's 4 4 4 4",
        "a senha do tablet é o nome do cão mais o ano 2011", "the lockbox code is the last four of the shop's phone three nine nine one",
        "a frase secreta do portátil é barco à vela no douro", "the router is called Sardine and the key is cabbage soup",
        "a senha da internet do escritório lá de cima é gaivota vinte e três"
    })
    void aCodeSaidOrExplainedIsASecret(String text) {
        assertEquals(GateStep.SECRET, refusedStep(RULES.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the summerhouse padlock is rusty", "the side door keypad has an enter key that sticks", "my bike locker opens at seven",
        "o portão do quintal abre com uma chave dourada", "the tool shed lock takes four double a batteries", "the number of the storage unit is 118",
        "the garage code is written inside the anniversary card", "the safe pin is the same as the old one", "the router is called Sardine",
        "a senha do tablet só o meu filho é que sabe", "he asked where the alarm code is and I said in the kitchen drawer",
        "the garage door is twenty two years old", "the robot mower's dock sits behind the greenhouse"
    })
    void aLockItsNumberOrWhoKnowsTheCodeStaysAMemory(String text) {
        assertInstanceOf(GateDecision.Accept.class, RULES.screen(household(text)), text);
    }

    /**
     * Batch forty-eight's shapes (money and admin at home, moving house, shared buildings, sheds): a card's back digits named
     * by where they are, whose value it is, a key pressed beside the digits, a hint then its value, a length then the value,
     * a key box with its number, a value after a clause between commas, a recogniser's "pim" and "sem ha".
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "the three digits on the back of the card are 4 0 7", "os números de trás do cartão são três um sete",
        "a senha é pessoal e a minha é gaivota 12", "you key in hash then 5 5 1 2 at the bin store",
        "the hint is our wedding date, so 1 4 0 6", "the shed lock is three digits, two zero five",
        "the spare key is in the key safe with the code 2 2 0 9", "o código do alarme, quando o técnico vier, é 4 4 1 8",
        "o pim do telemóvel é um dois um dois", "a sem ha do wifi é 5 5 0 1 2"
    })
    void aValueSaidAroundAdminAndMovingIsASecret(String text) {
        assertEquals(GateStep.SECRET, refusedStep(RULES.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the three numbers come on the back of the card", "the wifi password is different for every flat and mine is flat 12",
        "the keypad has a star key and a hash key", "press star 2 for reception", "the hint for the safe is the year the house was built, backwards",
        "the padlock is four digits and it's in the shed", "a caixa com 1500 parafusos está na garagem",
        "o código do portão, que mudou ontem, está com o porteiro", "o pim do cartão está na gaveta",
        "my water bill account number is 5512 3390", "the debit card is blue", "o cartão de débito é verde"
    })
    void whereItIsHowLongItIsOrAnAccountsNumberStaysAMemory(String text) {
        assertInstanceOf(GateDecision.Accept.class, RULES.screen(household(text)), text);
    }
}
