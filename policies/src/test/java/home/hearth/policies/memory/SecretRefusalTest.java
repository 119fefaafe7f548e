package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.explicit;
import static home.hearth.policies.memory.GateFixture.refusedStep;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Step 2: credentials and secrets are never stored, in English and Portuguese, however they are spelt. */
class SecretRefusalTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "my password is hunter2",
        "The wifi password is BlueSky42",
        "remember my PIN is 4821",
        "the alarm code is 9034",
        "the code for the front door is 1234",
        "garage code 5567",
        "my passcode is 1234",
        "the safe combination is 12-34-56",
        "the security code on the back is 123",
        "the recovery phrase is apple banana cherry",
        "the alarm is 4321",
        "the code to get in is 4821",
        "our wifi: network HomeNet, key tulips123",
        "my login for netflix is alice@mail.com / tulips",
        "the keypad number is 4821",
        "the gate opens with 4821",
        "my bank login is alice and tulips"
    })
    void refusesEnglishPasswordsAndCodes(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "a minha senha é gato123",
        "a senha do wifi é CasaAzul2024",
        "o código do alarme é 4821",
        "o pin do cartão é 1234",
        "o código da porta é 7777",
        "o código do portão é 0000",
        "a palavra-passe do email é segredo",
        "o código de acesso é 2580",
        "a combinação do cofre é 12 34 56",
        "o alarme é 4821",
        "a chave da rede é laranja",
        "o código é 4821"
    })
    void refusesPortuguesePasswordsAndCodes(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "my bank card number is 4111 1111 1111 1111",
        "card 5500-0000-0000-0004 expires soon",
        "remember 4111111111111111 for later",
        "my IBAN is GB82 WEST 1234 5698 7654 32",
        "the CVV is 737",
        "o número do cartão é 4111 1111 1111 1111",
        "o meu IBAN é PT50 0002 0123 1234 5678 9015 4",
        "o NIB da conta é 0002 0123 1234 5678 9015 4",
        "o cartão de crédito acaba em 1234",
        "PT50000201231234567890154 é a conta da casa",
        "my api key is sk-live_abcdefghijklmnop1234",
        "GitHub gave me ghp_abcdefghijklmnopqrstuvwxyz0123",
        "a chave da API é xpto",
        "the access token is abc",
        "o token de acesso é abc",
        "the hub secret is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
    })
    void refusesCardNumbersBankDetailsKeysAndTokens(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "my P@ssw0rd is tulips",
        "my p a s s w o r d is tulips",
        "MY PASSWORD IS TULIPS!!!",
        "the pass-word is tulips",
        "the pass\u200Bword is tulips",
        "pässwörd: tulips",
        "s e n h a: gato",
        "a SENHA   do   wi-fi é gato",
        "PIN: 4 8 2 1",
        "código   do   ALARME: 4821",
        "the alarm c0de is 4821",
        "s3nh4 do banco é 1234",
        "4111-1111-1111-1111 is the card",
        "codigo do alarme e 4821"
    })
    void refusesAdversarialSpellings(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I like the bedroom at 22 degrees at night",
        "the plumber's phone number is 912 345 678",
        "I pass the bakery every morning",
        "gosto de passear o cão à noite",
        "the pine table was varnished in 2024",
        "error code 105 appeared on the boiler",
        "the garage was fixed in 2024",
        "the lock was replaced in 2023",
        "o erro 105 apareceu na caldeira",
        // a bill's account number names the customer, a card named alone has a colour, not a value (batch 48)
        "our gas account number is 77001234 and it's on the bill",
        "o cartão de crédito é preto e o da Ana é dourado",
        "my visa is approved until 2028"
    })
    void leavesOrdinaryTextAlone(String text) {
        GateDecision d = GATE.screen(explicit(text));
        assertFalse(d instanceof GateDecision.Refuse r && r.step() == GateStep.SECRET, d.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the alarm code is written in the blue notebook",
        "the wifi password is on the sticker under the router",
        "as credenciais do banco estão no caderno",
        "o código do alarme está escrito no caderno azul",
        "we changed the garage code last weekend",
        "the bank sends the card PIN by post"
    })
    void whereASecretIsKeptIsNotASecret(String text) {
        GateDecision d = GATE.screen(GateFixture.request(GateFixture.ALICE_VERIFIED,
                GateFixture.text(text, MemorySource.EXPLICIT, home.hearth.policies.Scope.HOUSEHOLD), true));
        assertInstanceOf(GateDecision.Accept.class, d);
    }

    @ParameterizedTest
    @ValueSource(strings = {"error code 105 appeared on the boiler", "the boiler was serviced in March 2025, ticket 4411",
        "o erro 105 apareceu na caldeira", "a caldeira foi reparada em 2024"})
    void maintenanceEventsWithNumbersAreKept(String text) {
        GateRequest r = GateFixture.request(GateFixture.ALICE_VERIFIED, GateFixture.text(text, MemorySource.EXPLICIT,
                new home.hearth.policies.Scope(home.hearth.policies.ScopeType.DEVICE, "boiler")), true);
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(r));
    }

    @ParameterizedTest
    @ValueSource(strings = {"my password is hunter2", "a minha senha é gato123"})
    void theRefusalSaysWhyWithoutRepeatingTheSecret(String text) {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(explicit(text)));
        assertFalse(r.reason().contains("hunter2") || r.reason().contains("gato123"), r.reason());
        assertFalse(r.reason().isBlank());
    }

    @org.junit.jupiter.api.Test
    void theEnglishRefusalNamesPasswordsAndCodes() {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(explicit("my password is hunter2")));
        assertEquals("I won't store passwords or codes — keep them in a password manager.", r.reason());
    }

    @org.junit.jupiter.api.Test
    void thePortugueseRefusalIsInPortuguese() {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(explicit("a minha senha é gato123")));
        assertEquals("Não guardo senhas nem códigos — guarda-os num gestor de senhas.", r.reason());
    }
}
