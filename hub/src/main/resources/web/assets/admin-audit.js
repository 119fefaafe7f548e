// The audit log: filter by member, action and time; verify the hash chain.
import { el, clear, field, select, notice, when } from './dom.js';
import { api } from './api.js';
import { t, lang } from './i18n.js';

export function auditSection() {
  const member = el('input', { name: 'auditMember', placeholder: 'alice' });
  const action = el('select', { name: 'auditAction' });
  const from = el('input', { type: 'datetime-local', name: 'auditFrom' });
  const to = el('input', { type: 'datetime-local', name: 'auditTo' });
  const status = el('div', { 'aria-live': 'polite', id: 'audit-status' });
  const table = el('div', { class: 'table-wrap' });
  let events = [];
  const draw = () => {
    const who = member.value.trim().toLowerCase();
    const f = from.value ? new Date(from.value) : null;
    const u = to.value ? new Date(to.value) : null;
    const shown = events.filter(e => (!who || e.actor.toLowerCase().includes(who) || e.target.toLowerCase().includes(who))
      && (!action.value || e.action === action.value) && (!f || new Date(e.at) >= f) && (!u || new Date(e.at) <= u));
    clear(table, el('table', { id: 'audit-table' },
      el('caption', { class: 'hint' }, t('audit.shown', { n: shown.length, total: events.length })),
      el('thead', {}, el('tr', {}, ['#', t('audit.when'), t('audit.actor'), t('audit.action'), t('audit.target'), t('audit.outcome'), t('audit.reason')].map(h => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, shown.slice(0, 300).map(e => el('tr', {}, el('td', {}, e.seq), el('td', {}, when(e.at, lang())),
        el('td', {}, e.actor), el('td', {}, e.action), el('td', {}, e.target), el('td', {}, e.outcome), el('td', {}, e.reason))))));
  };
  const load = async () => {
    try {
      events = (await api('GET', '/api/v1/audit?limit=1000')).body.events;
      const actions = [...new Set(events.map(e => e.action))].sort();
      const keep = action.value;
      clear(action, el('option', { value: '' }, t('me.any')), actions.map(a => el('option', { value: a, selected: a === keep }, a)));
      draw();
    } catch (err) { notice(status, err.message, 'error'); }
  };
  load();
  return el('section', { class: 'card', id: 'audit' }, el('h2', {}, t('admin.audit')),
    el('form', { class: 'inline-form', onsubmit: e => { e.preventDefault(); draw(); } },
      field(t('audit.member'), member), field(t('audit.action'), action), field(t('audit.from'), from), field(t('audit.to'), to),
      el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('me.apply')),
        el('button', { type: 'button', class: 'secondary', onclick: load }, t('audit.refresh')))),
    el('div', { class: 'actions' }, el('button', { type: 'button', id: 'audit-verify', class: 'secondary', onclick: async () => {
      try {
        const { body } = await api('GET', '/api/v1/audit/verify');
        notice(status, body.intact ? t('audit.intact') : t('audit.broken', { seq: body.firstBroken, reason: body.reason }), body.intact ? 'info' : 'error');
      } catch (err) { notice(status, err.message, 'error'); }
    } }, t('audit.verify'))),
    status, table);
}
