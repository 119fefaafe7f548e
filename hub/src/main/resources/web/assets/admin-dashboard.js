// A small dashboard drawn by the page itself (SVG, no chart service): memory counts per kind and
// scope, device health (each device asked now), and turn latency milestones from /metrics.
import { el, clear, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

function svg(tag, attrs = {}, ...children) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
  children.flat(Infinity).forEach(c => n.append(c instanceof Node ? c : document.createTextNode(String(c))));
  return n;
}

/**
 * Horizontal bars: [[label, value, cls?]]; labels are text nodes. Each row is a group carrying its
 * whole label (a long one is cut on screen) as data-label and as its tooltip.
 */
export function barChart(title, rows, unit = '') {
  const max = Math.max(1, ...rows.map(r => r[1]));
  const rowH = 22;
  const h = rows.length * rowH + 6;
  return svg('svg', { class: 'chart', viewBox: `0 0 320 ${h}`, role: 'img', 'aria-label': title },
    svg('title', {}, title),
    rows.map(([label, value, cls], i) => {
      const shown = String(Math.round(value * 10) / 10) + unit;
      return svg('g', { class: 'row', 'data-label': label },
        svg('title', {}, label + ': ' + shown),
        svg('text', { x: 0, y: i * rowH + 15 }, label.length > 22 ? label.slice(0, 21) + '…' : label),
        svg('rect', { class: 'bar ' + (cls || ''), x: 130, y: i * rowH + 4, height: 14, width: Math.max(1, 150 * value / max), rx: 2 }),
        svg('text', { class: 'value', x: 134 + 150 * value / max, y: i * rowH + 15 }, shown));
    }));
}

function panel(title, id) {
  const body = el('div', { id });
  return [el('div', { class: 'panel' }, el('h3', {}, title), body), body];
}

export function dashboardSection() {
  const [memPanel, mem] = panel(t('dash.memories'), 'dash-memories');
  const [devPanel, dev] = panel(t('dash.devices'), 'dash-devices');
  const [latPanel, lat] = panel(t('dash.latency'), 'dash-latency');
  memories(mem);
  devices(dev);
  latency(lat);
  return el('section', { class: 'card', id: 'dashboard' }, el('h2', {}, t('admin.dashboard')),
    el('div', { class: 'grid' }, memPanel, devPanel, latPanel),
    el('div', { class: 'actions' }, el('button', { type: 'button', class: 'secondary', onclick: () => { devices(dev); latency(lat); memories(mem); } }, t('dash.refresh'))));
}

async function memories(node) {
  try {
    const list = (await api('GET', '/api/v1/memories')).body.memories;
    const metrics = String((await api('GET', '/metrics')).body);
    const total = (metrics.match(/^hearth_memory_index_documents\s+(\d+)/m) || [])[1];
    const count = key => Object.entries(list.reduce((a, m) => ({ ...a, [m[key]]: (a[m[key]] || 0) + 1 }), {}));
    clear(node, el('p', { class: 'hint' }, t('dash.memoriesSeen', { n: list.length }),
      total !== undefined ? ' · ' + t('dash.memoriesTotal', { n: total }) : ''),
      list.length ? [barChart(t('dash.perKind'), count('kind').map(([k, v]) => [t('kind.' + k), v])),
        barChart(t('dash.perScope'), count('scope').map(([k, v]) => [k, v]))] : null);
  } catch (err) { notice(node, err.message, 'error'); }
}

async function devices(node) {
  notice(node, t('admin.asking'));
  try {
    const list = (await api('GET', '/api/v1/devices')).body.devices;
    const answers = await Promise.all(list.map(d => api('GET', '/api/v1/devices/' + encodeURIComponent(d.id) + '/state')
      .then(() => 'ok', err => (err.status === 504 ? 'silent' : 'other'))));
    const ok = answers.filter(a => a === 'ok').length;
    clear(node, el('p', { class: 'hint' }, t('dash.devicesAnswered', { ok, n: list.length })),
      barChart(t('dash.devices'), [[t('dash.answered'), ok, 'ok'], [t('dash.silent'), answers.filter(a => a !== 'ok').length, 'bad']]),
      el('ul', { class: 'log' }, list.map((d, i) => answers[i] === 'ok' ? null : el('li', {}, d.name + ': ' + t('admin.noAnswer')))));
  } catch (err) { notice(node, err.message, 'error'); }
}

/**
 * Prometheus text → the turn milestones it carries: the voice pipeline's
 * hearth_voice_<milestone>_ms_p50/p95 gauges (and any other *_ms gauge of turns), plus the turn
 * counts: all turns (hearth_turns_total, typed and spoken) and the spoken ones (hearth_voice_turns).
 */
export function milestones(text) {
  const rows = [];
  let turns = null;
  let spoken = 0;
  for (const line of String(text).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = line.match(/^([^\s{]+)(\{[^}]*\})?\s+([-0-9.eE+]+)/);
    if (!m) continue;
    const value = Number(m[3]);
    if (m[1] === 'hearth_turns_total') turns = value;
    else if (m[1] === 'hearth_voice_turns') spoken = value;
    else if (/_ms(_p\d+)?$/.test(m[1]) && /voice|turn|milestone/.test(m[1]) && value > 0) {
      rows.push([m[1].replace(/^hearth_(voice_)?/, '').replace(/_ms_?/, ' ').replace(/_/g, ' ').trim(), value]);
    }
  }
  return { rows, turns, spoken };
}

async function latency(node) {
  try {
    const { rows, turns, spoken } = milestones((await api('GET', '/metrics')).body);
    clear(node, turns !== null ? el('p', { class: 'hint' }, t('dash.turns', { n: turns, spoken })) : null,
      rows.length ? barChart(t('dash.latency'), rows, ' ms') : el('p', { class: 'hint' }, t('dash.noTurns')));
  } catch (err) { notice(node, err.message, 'error'); }
}
