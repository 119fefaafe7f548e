// The household policy: view and edit the YAML; an invalid one is refused by the hub with every
// error by line, shown here beside the line, and the policy in force stays.
import { el, clear, field, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';

export function policySection() {
  const text = el('textarea', { name: 'policy', class: 'policy-editor', rows: 18, spellcheck: 'false', wrap: 'off' });
  const status = el('div', { 'aria-live': 'polite', id: 'policy-status' });
  const errors = el('div', { id: 'policy-errors' });
  const load = async () => {
    try {
      const { body } = await api('GET', '/api/v1/policy');
      text.value = body;
    } catch (err) { notice(status, err.message, 'error'); }
  };
  load();
  return el('section', { class: 'card', id: 'policy' }, el('h2', {}, t('admin.policy')),
    el('form', { onsubmit: async e => {
      e.preventDefault();
      clear(errors);
      try {
        await api('PUT', '/api/v1/policy', text.value, { type: 'application/yaml' });
        notice(status, t('policy.saved'));
      } catch (err) {
        notice(status, err.message, 'error');
        if (err.body && err.body.errors) clear(errors, byLine(text.value, err.body.errors));
      }
    } }, field(t('policy.yaml'), text), status,
    el('div', { class: 'actions' }, el('button', { type: 'submit', id: 'policy-save' }, t('policy.save')),
      el('button', { type: 'button', class: 'secondary', onclick: () => { clear(errors); notice(status, ''); load(); } }, t('policy.reload')))),
    errors);
}

/** The YAML with each error under the line it names (errors without a line go first). */
function byLine(yaml, errors) {
  const at = new Map();
  const loose = [];
  for (const e of errors) {
    const m = String(e).match(/:(\d+)(?::\d+)?:/);
    if (m) {
      const n = Number(m[1]);
      if (!at.has(n)) at.set(n, []);
      at.get(n).push(e);
    } else loose.push(e);
  }
  const lines = yaml.split('\n');
  const shown = new Set();
  [...at.keys()].forEach(n => { for (let i = Math.max(1, n - 2); i <= Math.min(lines.length, n + 1); i++) shown.add(i); });
  const rows = [];
  let last = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n > last + 1) rows.push(el('li', { class: 'gap', 'aria-hidden': 'true' }, '⋯'));
    rows.push(el('li', { class: at.has(n) ? 'line bad' : 'line', value: n, dataset: { line: n } },
      el('code', {}, lines[n - 1] || ' '),
      at.has(n) ? at.get(n).map(e => el('p', { class: 'line-error', role: 'alert' }, e)) : null));
    last = n;
  }
  return el('div', { class: 'policy-errors' }, el('h3', {}, t('policy.errors', { n: errors.length })),
    loose.length ? el('ul', { class: 'errors' }, loose.map(e => el('li', {}, e))) : null,
    el('ol', { class: 'policy-lines' }, rows));
}
