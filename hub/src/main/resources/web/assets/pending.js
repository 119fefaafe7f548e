// What waits for the member: shares that need their consent, memories the hub inferred that they
// have not reviewed yet, and memories still pending. Each answer is one API call.
import { el, clear, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';

function consentAsked(m, me) {
  return (m.owner === me.id && m.consent === 'pending') || (m.about === me.id && m.aboutConsent === 'pending');
}

/** An inferred memory not yet reviewed: still its first version (approving writes a new one). */
function inferredUnreviewed(m, me) {
  return m.owner === me.id && m.source === 'inferred' && m.status === 'active' && m.version === 1;
}

export function pendingSection(memories, me, reload) {
  const consent = memories.filter(m => consentAsked(m, me));
  const inferred = memories.filter(m => inferredUnreviewed(m, me) && !consentAsked(m, me));
  const waiting = memories.filter(m => m.status === 'pending' && !consentAsked(m, me));
  if (!consent.length && !inferred.length && !waiting.length) return null;
  return el('section', { class: 'card pending', id: 'pending' },
    el('h2', {}, t('pending.title')),
    consent.map(m => item(m, t('pending.consentAsk'), [
      [t('pending.share'), () => api('POST', path(m, '/consent'), { granted: true }), ''],
      [t('pending.dontShare'), () => api('POST', path(m, '/consent'), { granted: false }), 'secondary']], reload)),
    inferred.map(m => item(m, t('pending.inferredAsk'), [
      [t('pending.keep'), () => api('PATCH', path(m, ''), { why: 'page:approved' }), ''],
      [t('pending.reject'), () => api('DELETE', path(m, '')), 'danger']], reload)),
    waiting.map(m => item(m, t('pending.waiting'), [
      [t('pending.reject'), () => api('DELETE', path(m, '')), 'danger']], reload)));
}

function path(m, tail) {
  return '/api/v1/memories/' + encodeURIComponent(m.id) + tail;
}

function item(m, question, buttons, reload) {
  const status = el('div');
  return el('div', { class: 'pending-item', dataset: { id: m.id } },
    el('p', { class: 'memory-text' }, m.text),
    el('p', { class: 'hint' }, question + ' (' + m.scope + ')'),
    el('div', { class: 'actions' }, buttons.map(([text, call, cls]) => el('button', { type: 'button', class: cls, onclick: async () => {
      try {
        await call();
        reload(t('pending.done'));
      } catch (err) { notice(status, err.message, 'error'); }
    } }, text))),
    status);
}
