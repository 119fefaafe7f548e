// One memory as the member sees it: its text (always as text), its provenance, and what they can
// do with it (edit as a new version, see the history, delete, answer a pending question).
import { el, clear, field, when, notice } from './dom.js';
import { api } from './api.js';
import { t, lang } from './i18n.js';

/** What produced the memory, from its source and the recorded reason. */
export function fromWhat(m) {
  if (m.source === 'tool') return t('from.tool');
  if (m.source === 'import') return t('from.import');
  const why = (m.why || '').toLowerCase();
  if (why.startsWith('api:') || why.startsWith('page:')) return t('from.page');
  if (why.startsWith('turn') || why.startsWith('voice') || why.startsWith('session') || why.startsWith('utterance')) return t('from.utterance');
  if (m.modelWritten) return t('from.model');
  return t('from.other');
}

function validity(m) {
  const parts = [];
  if (m.validFrom || m.validUntil) parts.push((m.validFrom ? when(m.validFrom, lang()) : '…') + ' – ' + (m.validUntil ? when(m.validUntil, lang()) : '…'));
  if (m.contexts && m.contexts.length) parts.push(t('mem.contexts') + ': ' + m.contexts.join(', '));
  if (m.expiresAt) parts.push(t('mem.expires') + ' ' + when(m.expiresAt, lang()));
  return parts.length ? parts.join('; ') : t('mem.always');
}

function provenance(m) {
  const rows = [
    [t('mem.when'), when(m.createdAt, lang())],
    [t('mem.fromWhat'), fromWhat(m)],
    [t('mem.who'), m.createdBy || '—'],
    [t('mem.why'), m.why || '—'],
    [t('mem.source'), t('source.' + m.source)],
    [t('mem.validity'), validity(m)],
    [t('mem.version'), String(m.version) + ' · ' + t('status.' + m.status)],
  ];
  // Use is shown to the owner only (the API leaves it out for others: it tells when other members asked for it).
  if (m.retrievalCount !== undefined) {
    rows.splice(6, 0, [t('mem.lastUsed'), m.lastRetrievedAt
      ? when(m.lastRetrievedAt, lang()) + ' (' + t('mem.times', { n: m.retrievalCount }) + ')' : t('mem.never')]);
  }
  if (m.evidence) rows.push([t('mem.evidence'), m.evidence]);
  if (m.about) rows.push([t('mem.about'), m.about]);
  return el('dl', { class: 'meta' }, rows.map(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]));
}

/** A card for `m`; `changed()` reloads the list after an edit or delete. */
export function memoryCard(m, me, changed) {
  const status = el('div', { class: 'card-status' });
  const extra = el('div', { class: 'card-extra' });
  const mine = m.owner === me.id;
  const card = el('article', { class: 'card memory', dataset: { id: m.id, kind: m.kind } },
    el('p', { class: 'memory-text' }, m.text),
    el('p', { class: 'tags' },
      el('span', { class: 'tag' }, t('kind.' + m.kind)),
      el('span', { class: 'tag' }, m.scope),
      el('span', { class: 'tag source-' + m.source }, t('source.' + m.source)),
      m.modelWritten ? el('span', { class: 'tag' }, t('mem.modelWritten')) : null,
      m.status !== 'active' ? el('span', { class: 'tag warn' }, t('status.' + m.status)) : null),
    el('details', {}, el('summary', {}, t('mem.provenance')), provenance(m)),
    el('div', { class: 'actions' },
      mine ? el('button', { type: 'button', class: 'edit', onclick: () => editForm(m, extra, status, changed) }, t('mem.edit')) : null,
      el('button', { type: 'button', class: 'secondary history', onclick: () => history(m, extra, status) }, t('mem.history')),
      mine ? el('button', { type: 'button', class: 'danger delete', onclick: () => confirmDelete(m, extra, status, changed) }, t('mem.delete')) : null,
      el('a', { class: 'permalink', href: '/me/memories/' + encodeURIComponent(m.id) }, t('mem.link'))),
    extra, status);
  return card;
}

function editForm(m, extra, status, changed) {
  const text = el('textarea', { name: 'text', rows: 3, required: true }, m.text);
  const form = el('form', { class: 'edit-form', onsubmit: async e => {
    e.preventDefault();
    try {
      const body = m.kind === 'structured' && m.value !== undefined ? { value: text.value.trim() } : { text: text.value.trim() };
      body.why = 'page:edit';
      await api('PATCH', '/api/v1/memories/' + encodeURIComponent(m.id), body);
      changed(t('mem.edited'));
    } catch (err) { notice(status, err.message, 'error'); }
  } },
  field(m.kind === 'structured' && m.value !== undefined ? t('mem.newValue') : t('mem.newText'), text),
  el('div', { class: 'actions' },
    el('button', { type: 'submit' }, t('mem.saveVersion')),
    el('button', { type: 'button', class: 'secondary', onclick: () => clear(extra) }, t('common.cancel'))));
  if (m.kind === 'structured' && m.value !== undefined) text.value = m.value;
  clear(extra, form);
  text.focus();
}

async function history(m, extra, status) {
  try {
    const { body } = await api('GET', '/api/v1/memories/' + encodeURIComponent(m.id) + '/versions');
    clear(extra, el('ol', { class: 'versions' }, body.versions.map(v => el('li', {},
      el('strong', {}, 'v' + v.version + ' · ' + t('status.' + v.status)), ' ', v.value || v.text,
      el('small', {}, ' — ' + when(v.at, lang()) + ', ' + (v.by || '') + (v.why ? ' (' + v.why + ')' : ''))))));
  } catch (err) { notice(status, err.message, 'error'); }
}

function confirmDelete(m, extra, status, changed) {
  clear(extra, el('div', { class: 'confirm' },
    el('p', {}, t('mem.deleteAsk')),
    el('div', { class: 'actions' },
      el('button', { type: 'button', class: 'danger confirm-delete', onclick: async () => {
        try {
          await api('DELETE', '/api/v1/memories/' + encodeURIComponent(m.id));
          changed(t('mem.deleted'));
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('mem.deleteYes')),
      el('button', { type: 'button', class: 'secondary', onclick: () => clear(extra) }, t('common.cancel')))));
}
