// /me: everything the hub keeps about the signed-in member, grouped by kind and scope.
import { el, clear, field, select, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';
import { startPage } from './layout.js';
import { memoryCard } from './memory-card.js';
import { pendingSection } from './pending.js';
import { presenceSection } from './presence.js';

const KINDS = ['structured', 'episodic', 'summary', 'working'];
const SOURCES = ['explicit', 'confirmed', 'inferred', 'tool', 'import'];
const STATUSES = ['active', 'pending', 'superseded', 'expired'];

startPage('me', (main, me) => {
  const single = location.pathname.match(/^\/me\/memories\/([^/]+)$/);
  if (single) singleMemory(main, me, decodeURIComponent(single[1]));
  else memoriesPage(main, me);
});

async function singleMemory(main, me, id) {
  const box = el('div');
  main.append(el('p', {}, el('a', { href: '/me' }, '← ' + t('me.all'))), box);
  try {
    const { body } = await api('GET', '/api/v1/memories/' + encodeURIComponent(id));
    box.append(memoryCard(body, me, () => location.assign('/me')));
  } catch (err) {
    box.append(refusal(err.status === 404 ? t('refused.memory') : err.message));
  }
}

function refusal(text) {
  return el('section', { class: 'card refusal', role: 'alert' }, el('h1', {}, t('refused.title')), el('p', {}, text));
}

function memoriesPage(main, me) {
  const state = { filters: {}, q: '' };
  const status = el('div', { class: 'page-status', 'aria-live': 'polite' });
  const pending = el('div');
  const list = el('div', { id: 'memories' });
  const reload = async message => {
    notice(status, message || '');
    try {
      const memories = await load(state);
      drawPending(pending, memories, me, reload);
      drawGroups(list, memories, me, reload);
    } catch (err) {
      notice(status, err.message, 'error');
      // someone else signed in in this browser: this page's member may have walked away, so their list goes too
      if (err.code === 'member_changed') { clear(pending); clear(list); }
    }
  };
  main.append(
    el('h1', {}, t('me.title', { name: me.displayName })),
    el('p', { class: 'lead' }, t('me.lead')),
    status,
    toolbar(state, reload),
    pending,
    list,
    createForm(reload),
    presenceSection(me),
    exportAndForget(reload));
  reload();
}

function toolbar(state, reload) {
  const q = el('input', { type: 'search', name: 'q', placeholder: t('me.searchHint') });
  const filter = (name, values, prefix) => select(name, [['', t('me.any')], ...values.map(v => [v, t(prefix + v)])]);
  const kind = filter('kind', KINDS, 'kind.');
  const source = filter('source', SOURCES, 'source.');
  const st = filter('status', STATUSES, 'status.');
  const scope = el('input', { type: 'text', name: 'scope', placeholder: 'user, household, room:kitchen…' });
  const apply = e => {
    if (e) e.preventDefault();
    state.q = q.value.trim();
    state.filters = { kind: kind.value, source: source.value, status: st.value, scope: scope.value.trim() };
    reload();
  };
  return el('form', { class: 'toolbar card', role: 'search', onsubmit: apply },
    field(t('me.search'), q), field(t('me.kind'), kind), field(t('me.scope'), scope),
    field(t('me.source'), source), field(t('me.status'), st),
    el('div', { class: 'actions' }, el('button', { type: 'submit', id: 'apply-filters' }, t('me.apply'))));
}

async function load(state) {
  const params = new URLSearchParams(Object.entries(state.filters).filter(([, v]) => v));
  const { body } = await api('GET', '/api/v1/memories' + (params.size ? '?' + params : ''));
  let memories = body.memories;
  if (state.q) memories = await searchWithin(memories, state.q);
  return memories;
}

/**
 * The hub's own search ranks what the member may see; a review listing keeps only real matches (a
 * keyword hit or a close meaning), plus plain text matches the index may have missed.
 */
async function searchWithin(memories, q) {
  const needle = q.toLowerCase();
  const plain = memories.filter(m => (m.text || '').toLowerCase().includes(needle));
  try {
    const { body } = await api('POST', '/api/v1/memories/search', { q, k: 100, forAnswers: false });
    const matches = body.hits.filter(h => h.keywordHit || h.similarity >= 0.35);
    const order = new Map(matches.map((h, i) => [h.id, i]));
    const ranked = memories.filter(m => order.has(m.id)).sort((a, b) => order.get(a.id) - order.get(b.id));
    return [...ranked, ...plain.filter(m => !order.has(m.id))];
  } catch (err) {
    return plain;
  }
}

async function drawPending(node, memories, me, reload) {
  let writes = [];
  try {
    writes = (await api('GET', '/api/v1/memories/pending')).body.pending;
  } catch (err) { /* the rest of the section still shows; the list call reports errors */ }
  clear(node, pendingSection(memories, writes, me, reload));
}

function drawGroups(node, memories, me, reload) {
  const shown = memories.filter(m => m.status !== 'pending');
  if (!shown.length) {
    clear(node, el('p', { class: 'empty card', id: 'no-memories' }, t('me.none')));
    return;
  }
  const groups = new Map();
  for (const m of shown) {
    const key = m.kind + '|' + m.scope;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(m);
  }
  const keys = [...groups.keys()].sort((a, b) => KINDS.indexOf(a.split('|')[0]) - KINDS.indexOf(b.split('|')[0]) || a.localeCompare(b));
  clear(node, keys.map(key => {
    const [kind, scope] = key.split('|');
    const items = groups.get(key);
    return el('section', { class: 'group', dataset: { kind, scope } },
      el('h2', {}, t('kind.' + kind) + ' · ' + scope + ' ', el('span', { class: 'count' }, '(' + items.length + ')')),
      items.map(m => memoryCard(m, me, reload)));
  }));
}

function createForm(reload) {
  const text = el('textarea', { name: 'text', rows: 2, required: true });
  const scope = select('scope', [['user', t('scope.user')], ['household', t('scope.household')]], 'user');
  const status = el('div');
  return el('section', { class: 'card' }, el('h2', {}, t('me.remember')),
    el('form', { id: 'remember', onsubmit: async e => {
      e.preventDefault();
      try {
        const r = await api('POST', '/api/v1/memories', { text: text.value.trim(), scope: scope.value, why: 'page:remember' });
        if (r.status === 202) return askToConfirm(status, r.body, reload);
        text.value = '';
        reload(r.status === 200 ? t('me.reinforced') : t('me.stored'));
      } catch (err) { notice(status, err.message, 'error'); }
    } },
    field(t('me.rememberText'), text), field(t('me.scope'), scope),
    el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('me.rememberButton')))), status);
}

/** A write the gate wants the owner to confirm: show its question and a yes button. */
function askToConfirm(status, pending, reload) {
  clear(status, el('div', { class: 'confirm' }, el('p', {}, pending.prompt),
    el('div', { class: 'actions' },
      el('button', { type: 'button', onclick: async () => {
        try {
          await api('POST', pending.confirm);
          clear(status);
          reload(t('me.stored'));
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('pending.yes')),
      el('button', { type: 'button', class: 'secondary', onclick: () => clear(status) }, t('pending.no')))));
}

function exportAndForget(reload) {
  const status = el('div');
  const area = el('div');
  return el('section', { class: 'card' }, el('h2', {}, t('me.yourData')),
    el('div', { class: 'actions' },
      el('button', { type: 'button', id: 'export', class: 'secondary', onclick: () => exportAll(status) }, t('me.export')),
      el('button', { type: 'button', id: 'forget-all', class: 'danger', onclick: () => askForgetAll(area, reload) }, t('me.forgetAll'))),
    area, status);
}

async function exportAll(status) {
  try {
    const { body } = await api('GET', '/api/v1/memories/export');
    const url = URL.createObjectURL(new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }));
    const a = el('a', { href: url, download: 'hearth-memories.json' });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    notice(status, t('me.exported', { n: body.memories.length }));
  } catch (err) { notice(status, err.message, 'error'); }
}

function askForgetAll(area, reload) {
  const sure = el('input', { type: 'checkbox', name: 'understood', id: 'forget-understood' });
  const go = el('button', { type: 'button', class: 'danger', id: 'forget-confirm', disabled: true, onclick: async () => {
    try {
      const { body } = await api('DELETE', '/api/v1/memories');
      clear(area);
      reload(t('me.forgotten', { n: body.deleted }));
    } catch (err) { notice(area, err.message, 'error'); }
  } }, t('me.forgetYes'));
  sure.addEventListener('change', () => { go.disabled = !sure.checked; });
  clear(area, el('div', { class: 'confirm danger-zone' },
    el('p', {}, t('me.forgetExplain')),
    el('div', { class: 'check' }, sure, el('label', { for: sure.id }, t('me.forgetUnderstood'))),
    el('div', { class: 'actions' }, go,
      el('button', { type: 'button', class: 'secondary', onclick: () => clear(area) }, t('common.cancel')))));
}
