// The talk page's words in English and Portuguese.
export const talkEn = {
  'talk.title': 'Talk to Hearth', 'talk.lead': 'Hold the button and speak, {name}, or type below.', 'talk.room': 'Room',
  'talk.speak': 'Speak the replies', 'talk.hold': 'Hold to talk', 'talk.opening': 'Opening the microphone…', 'talk.listening': 'Listening… release to send',
  'talk.cancel': 'Cancel', 'talk.typed': 'Or type to the hub', 'talk.typedHint': 'turn on the kitchen light', 'talk.send': 'Send',
  'talk.heard': 'Heard', 'talk.reply': 'Reply', 'talk.actions': 'Actions', 'talk.noRooms': 'No room to talk in yet.',
  'talk.noTurns': 'This hub cannot take typed turns yet.', 'talk.notCaught': 'Sorry, the hub did not catch that.',
  'talk.speaker': 'Speaking: {who} ({level}, score {score})', 'talk.nobody': 'nobody it knows', 'talk.milestones': 'Milestones:',
  'talk.yes': 'Yes', 'talk.no': 'No', 'talk.yesWord': 'yes', 'talk.noWord': 'no',
  'outcome.confirmed': 'done', 'outcome.sent': 'sent', 'outcome.refused': 'refused', 'outcome.failed': 'failed',
  'outcome.unconfirmed': 'sent, not confirmed',
};
export const talkPt = {
  'talk.title': 'Falar com o Hearth', 'talk.lead': 'Mantenha o botão premido e fale, {name}, ou escreva abaixo.', 'talk.room': 'Divisão',
  'talk.speak': 'Dizer as respostas em voz alta', 'talk.hold': 'Premir para falar', 'talk.opening': 'A abrir o microfone…', 'talk.listening': 'A ouvir… solte para enviar',
  'talk.cancel': 'Cancelar', 'talk.typed': 'Ou escreva ao hub', 'talk.typedHint': 'acende a luz da cozinha', 'talk.send': 'Enviar',
  'talk.heard': 'Ouvido', 'talk.reply': 'Resposta', 'talk.actions': 'Ações', 'talk.noRooms': 'Ainda não há divisões para falar.',
  'talk.noTurns': 'Este hub ainda não aceita turnos escritos.', 'talk.notCaught': 'Desculpe, o hub não percebeu.',
  'talk.speaker': 'A falar: {who} ({level}, pontuação {score})', 'talk.nobody': 'ninguém conhecido', 'talk.milestones': 'Marcos:',
  'talk.yes': 'Sim', 'talk.no': 'Não', 'talk.yesWord': 'sim', 'talk.noWord': 'não',
  'outcome.confirmed': 'feito', 'outcome.sent': 'enviado', 'outcome.refused': 'recusado', 'outcome.failed': 'falhou',
  'outcome.unconfirmed': 'enviado, sem confirmação',
};
