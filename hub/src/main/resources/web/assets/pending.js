// What waits for the member: writes the hub asked them to confirm (a spoken "remember that …" left
// unanswered), shares that need their consent, memories the hub inferred that they have not
// reviewed yet, and memories still pending. Each answer is one API call.
import { el, clear, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';

function consentAsked(m, me) {
  return (m.owner === me.id && m.consent === 'pending') || (m.about === me.id && m.aboutConsent === 'pending');
}

/** An inferred memory not yet reviewed (approving makes it confirmed). */
function inferredUnreviewed(m, me) {
  return m.owner === me.id && m.source === 'inferred' && m.status === 'active';
}

export function pendingSection(memories, writes, me, reload) {
  const consent = memories.filter(m => consentAsked(m, me));
  const inferred = memories.filter(m => inferredUnreviewed(m, me) && !consentAsked(m, me));
  const waiting = memories.filter(m => m.status === 'pending' && !consentAsked(m, me));
  if (!writes.length && !consent.length && !inferred.length && !waiting.length) return null;
  return el('section', { class: 'card pending', id: 'pending' },
    el('h2', {}, t('pending.title')),
    writes.map(w => item(w, w.prompt, [
      [t('pending.yes'), () => api('POST', w.confirm, {}), ''],
      [t('pending.no'), () => api('DELETE', '/api/v1/memories/pending/' + encodeURIComponent(w.id)), 'secondary']], reload, 'write')),
    consent.map(m => item(m, t('pending.consentAsk'), [
      [t('pending.share'), () => api('POST', path(m, '/consent'), { granted: true }), ''],
      [t('pending.dontShare'), () => api('POST', path(m, '/consent'), { granted: false }), 'secondary']], reload)),
    inferred.map(m => item(m, t('pending.inferredAsk'), [
      [t('pending.keep'), () => api('POST', path(m, '/approve')), ''],
      [t('pending.reject'), () => api('DELETE', path(m, '')), 'danger']], reload)),
    waiting.map(m => item(m, t('pending.waiting'), [
      [t('pending.reject'), () => api('DELETE', path(m, '')), 'danger']], reload)));
}

function path(m, tail) {
  return '/api/v1/memories/' + encodeURIComponent(m.id) + tail;
}

function item(m, question, buttons, reload, kind = 'memory') {
  const status = el('div');
  return el('div', { class: 'pending-item', dataset: { id: m.id, kind } },
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
