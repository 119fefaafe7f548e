// Talk: push-to-talk in a chosen room (the browser microphone as 16 kHz PCM over /ws/rooms/{room}
// with the member's own token) and a typed box (POST /api/v1/turns). Shows what the hub heard,
// who it thinks is speaking, the reply as it streams, the actions; speaks the reply.
import { el, clear, field, notice } from './dom.js';
import { api } from './api.js';
import { t, lang } from './i18n.js';
import { startPage } from './layout.js';
import { RoomLink } from './talk-socket.js';

startPage('talk', (main, me) => {
  const room = el('select', { name: 'room', id: 'room' });
  const speak = el('input', { type: 'checkbox', name: 'speak', id: 'speak', checked: true });
  const status = el('div', { 'aria-live': 'polite', id: 'talk-status' });
  const heard = el('p', { class: 'transcript', id: 'transcript' });
  const speaker = el('p', { class: 'hint', id: 'speaker' });
  const reply = el('p', { class: 'reply', id: 'reply', 'aria-live': 'polite' });
  const actions = el('ul', { class: 'log', id: 'actions' });
  const confirm = el('div', { id: 'confirm' });
  const milestones = el('p', { class: 'hint', id: 'milestones' });
  const ptt = el('button', { type: 'button', class: 'ptt', id: 'ptt', 'aria-pressed': 'false' }, t('talk.hold'));
  const typed = el('input', { name: 'typed', id: 'typed', autocomplete: 'off', placeholder: t('talk.typedHint') });
  const view = { heard, speaker, reply, actions, confirm, milestones, status, speak, answer: text => sendTyped(text) };
  const link = new RoomLink(events(view));
  let session = null;

  loadRooms(room, status);
  room.addEventListener('change', () => link.close());

  const start = async () => {
    if (ptt.getAttribute('aria-pressed') === 'true') return;
    ptt.setAttribute('aria-pressed', 'true');
    ptt.textContent = t('talk.opening');
    newTurn(view);
    try {
      // "Listening" only once the microphone feeds the room link: words said before that would be lost.
      if (await link.startTalking(room.value) && ptt.getAttribute('aria-pressed') === 'true') {
        ptt.textContent = t('talk.listening');
      }
    } catch (err) {
      notice(status, err.message, 'error');
      stop();
    }
  };
  const stop = () => {
    if (ptt.getAttribute('aria-pressed') !== 'true') return;
    ptt.setAttribute('aria-pressed', 'false');
    ptt.textContent = t('talk.hold');
    link.stopTalking();
  };
  ptt.addEventListener('pointerdown', e => { e.preventDefault(); start(); });
  ptt.addEventListener('pointerup', stop);
  ptt.addEventListener('pointerleave', stop);
  ptt.addEventListener('keydown', e => { if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) { e.preventDefault(); start(); } });
  ptt.addEventListener('keyup', e => { if (e.key === ' ' || e.key === 'Enter') stop(); });

  async function sendTyped(text) {
    newTurn(view);
    heard.textContent = text;
    try {
      const body = { text };
      if (room.value) body.room = room.value;
      if (session) body.session = session;
      const r = (await api('POST', '/api/v1/turns', body)).body;
      session = r.session || session;
      showReply(view, r.reply || '');
      (r.actions || []).forEach(a => showAction(view, a));
      if (r.confirm) showConfirm(view, typeof r.confirm === 'string' ? r.confirm : r.confirm.question);
      if (r.milestones) showMilestones(view, r.milestones);
    } catch (err) {
      notice(status, err.status === 404 ? t('talk.noTurns') : err.message, 'error');
    }
  }

  main.append(el('h1', {}, t('talk.title')), el('p', { class: 'lead' }, t('talk.lead', { name: me.displayName })),
    el('section', { class: 'card' },
      el('div', { class: 'inline-form' }, field(t('talk.room'), room),
        el('div', { class: 'check' }, speak, el('label', { for: 'speak' }, t('talk.speak')))),
      ptt,
      el('div', { class: 'actions' }, el('button', { type: 'button', class: 'secondary', id: 'cancel', onclick: () => link.cancel() }, t('talk.cancel'))),
      el('form', { id: 'typed-form', onsubmit: e => {
        e.preventDefault();
        const text = typed.value.trim();
        if (text) sendTyped(text);
        typed.value = '';
      } }, el('div', { class: 'inline-form' }, field(t('talk.typed'), typed),
        el('div', { class: 'actions' }, el('button', { type: 'submit', id: 'send-typed' }, t('talk.send'))))),
      status),
    el('section', { class: 'card', id: 'conversation' },
      el('h2', {}, t('talk.heard')), heard, speaker,
      el('h2', {}, t('talk.reply')), reply, confirm,
      el('h2', {}, t('talk.actions')), actions, milestones));
});

async function loadRooms(select, status) {
  let rooms;
  try {
    rooms = (await api('GET', '/api/v1/rooms')).body.rooms; // the admin's list
  } catch (err) {
    // Others: the rooms their devices stand in.
    const devices = (await api('GET', '/api/v1/devices')).body.devices;
    rooms = [...new Set(devices.map(d => d.room).filter(Boolean))].map(id => ({ id, name: id }));
  }
  const saved = localStorage.getItem('hearth.talk.room');
  clear(select, rooms.map(r => el('option', { value: r.id, selected: r.id === saved }, r.name)));
  select.addEventListener('change', () => localStorage.setItem('hearth.talk.room', select.value));
  if (!rooms.length) notice(status, t('talk.noRooms'), 'warn');
}

function newTurn(v) {
  clear(v.heard); clear(v.reply); clear(v.actions); clear(v.confirm); clear(v.milestones); notice(v.status, '');
  if (window.speechSynthesis) speechSynthesis.cancel();
}

function say(v, text) {
  if (!v.speak.checked || !window.speechSynthesis || !text) return;
  const u = new SpeechSynthesisUtterance(text);
  u.lang = lang() === 'pt' ? 'pt-PT' : 'en-GB';
  speechSynthesis.speak(u);
}

function showReply(v, text) {
  v.reply.append(document.createTextNode((v.reply.textContent ? ' ' : '') + text));
  say(v, text);
}

function showAction(v, a) {
  const said = t('outcome.' + a.outcome);
  v.actions.append(el('li', { class: a.outcome === 'confirmed' ? 'ok' : a.outcome === 'refused' || a.outcome === 'failed' ? 'bad' : '' },
    [a.device, a.command].filter(Boolean).join(' · ') + ': ' + (said.startsWith('outcome.') ? a.outcome : said)
    + (a.message ? ' — ' + a.message : '')));
}

function showMilestones(v, m) {
  const entries = Object.entries(m || {});
  v.milestones.textContent = entries.length ? t('talk.milestones') + ' ' + entries.map(([k, ms]) => k + ' ' + ms + ' ms').join(', ') : '';
}

function showConfirm(v, question) {
  clear(v.confirm, el('div', { class: 'confirm' }, el('p', {}, question),
    el('div', { class: 'actions' },
      el('button', { type: 'button', onclick: () => v.answer(t('talk.yesWord')) }, t('talk.yes')),
      el('button', { type: 'button', class: 'secondary', onclick: () => v.answer(t('talk.noWord')) }, t('talk.no')))));
  say(v, question);
}

/** What each hub event does to the page. */
function events(v) {
  return {
    vad: e => { v.heard.classList.toggle('speaking', e.state === 'speech'); },
    transcript: e => { v.heard.textContent = e.text + (e.final ? '' : '…'); if (e.final && e.rejected) notice(v.status, t('talk.notCaught'), 'warn'); },
    speaker: e => { v.speaker.textContent = t('talk.speaker', { who: e.member || t('talk.nobody'), level: e.level, score: e.score == null ? '—' : Number(e.score).toFixed(2) }); },
    reply: e => showReply(v, e.text),
    action: e => showAction(v, e),
    confirm: e => showConfirm(v, e.question),
    error: e => v.status.append(el('p', { class: 'notice error', role: 'alert' }, e.message || e.code)), // keep each one
    end: e => showMilestones(v, e.milestones),
    closed: reason => notice(v.status, reason, 'warn'),
  };
}
