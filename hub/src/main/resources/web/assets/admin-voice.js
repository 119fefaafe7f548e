// Voice enrolment: record utterances in the browser (16 kHz PCM as WAV) or upload WAV files; the
// hub answers each one (accepted, or why not: too quiet, too short…) and counts towards three.
import { el, clear, field, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';
import { openMicrophone, wav, level } from './pcm.js';

export function voiceSection() {
  const who = el('select', { name: 'voiceMember' });
  const status = el('div', { 'aria-live': 'polite' });
  const feedback = el('ol', { class: 'log', id: 'voice-feedback' });
  const meter = el('div', { class: 'meter', role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': 3, 'aria-valuenow': 0, 'aria-label': t('voice.progress') }, el('span'));
  const progressText = el('p', { class: 'hint', id: 'voice-progress' }, t('voice.progressText', { n: 0, needed: 3 }));
  const files = el('input', { type: 'file', name: 'wavs', accept: 'audio/wav,.wav', multiple: true });
  const record = el('button', { type: 'button', id: 'voice-record', 'aria-pressed': 'false' }, t('voice.record'));
  const levelBar = el('div', { class: 'meter', 'aria-hidden': 'true' }, el('span'));
  let recording = null;

  api('GET', '/api/v1/members').then(({ body }) => clear(who, body.members.map(m => el('option', { value: m.id }, m.displayName))))
    .catch(err => notice(status, err.message, 'error'));

  const progress = (accepted, needed) => {
    meter.setAttribute('aria-valuenow', accepted);
    meter.setAttribute('aria-valuemax', needed);
    meter.firstChild.style.width = Math.min(100, 100 * accepted / needed) + '%';
    progressText.textContent = t('voice.progressText', { n: accepted, needed });
  };
  const send = async (blob, label) => {
    try {
      const { body } = await api('POST', path(who.value, '/utterances'), blob, { type: 'audio/wav' });
      feedback.append(el('li', { class: 'ok' }, label + ': ' + (body.message || t('voice.accepted'))));
      progress(body.accepted, body.needed);
    } catch (err) {
      feedback.append(el('li', { class: 'bad' }, label + ': ' + (err.code ? t('voice.err.' + err.code, {}) + ' — ' : '') + err.message));
    }
  };
  record.addEventListener('click', async () => {
    if (recording) {
      const { mic, blocks } = recording;
      recording = null;
      record.setAttribute('aria-pressed', 'false');
      record.textContent = t('voice.record');
      await mic.stop();
      levelBar.firstChild.style.width = '0';
      await send(wav(blocks), t('voice.recorded'));
      return;
    }
    try {
      const blocks = [];
      const mic = await openMicrophone(b => { blocks.push(b); levelBar.firstChild.style.width = Math.min(100, level(b) * 400) + '%'; });
      recording = { mic, blocks };
      record.setAttribute('aria-pressed', 'true');
      record.textContent = t('voice.stop');
    } catch (err) { notice(status, t('voice.noMic') + ' ' + err.message, 'error'); }
  });
  return el('section', { class: 'card', id: 'voice' }, el('h2', {}, t('admin.voice')),
    el('p', { class: 'hint' }, t('voice.lead')), status,
    field(t('voice.member'), who),
    el('div', { class: 'actions' }, record), levelBar,
    el('form', { class: 'inline-form', onsubmit: async e => {
      e.preventDefault();
      for (const f of files.files) await send(f, f.name);
      files.value = '';
    } }, field(t('voice.upload'), files), el('div', { class: 'actions' }, el('button', { type: 'submit', class: 'secondary' }, t('voice.send')))),
    meter, progressText, feedback,
    el('div', { class: 'actions' },
      el('button', { type: 'button', id: 'voice-finish', onclick: async () => {
        try {
          const { body } = await api('POST', path(who.value, '/finish'));
          notice(status, body.message || t('voice.enrolled'));
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('voice.finish')),
      el('button', { type: 'button', class: 'danger', onclick: async () => {
        try {
          await api('DELETE', path(who.value, ''));
          clear(feedback);
          progress(0, 3);
          notice(status, t('voice.forgotten'));
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('voice.forget'))));
}

function path(member, tail) {
  return '/api/v1/voice/enrolments/' + encodeURIComponent(member) + tail;
}
