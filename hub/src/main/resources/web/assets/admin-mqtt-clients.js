// MQTT accounts of automation clients (Home Assistant, Node-RED, scripts) on the hub's own broker:
// add one (its secret is shown once), give one a new secret, revoke one (it is disconnected at once).
// What each may do is its entry in the policy's mqtt.clients, shown here and edited in the policy section.
import { el, clear, field, notice, when } from './dom.js';
import { api } from './api.js';
import { t, lang } from './i18n.js';

export function mqttClientsPart() {
  const list = el('div', { id: 'mqtt-clients' });
  const status = el('div', { 'aria-live': 'polite', id: 'mqtt-clients-status' });
  const shown = el('div', { id: 'mqtt-secret' });
  const reload = async message => {
    notice(status, message || '');
    try {
      const { body } = await api('GET', '/api/v1/automation-clients');
      if (body.broker !== 'embedded') {
        clear(list, el('p', { class: 'hint' }, t('mqtt.external')));
        return;
      }
      clear(list, body.clients.length ? body.clients.map(c => clientRow(c, { reload, status, shown }))
        : el('p', { class: 'hint' }, t('mqtt.none')), addForm({ reload, status, shown }));
    } catch (err) { notice(status, err.message, 'error'); }
  };
  reload();
  return el('div', { class: 'mqtt-clients' }, el('h3', {}, t('mqtt.title')),
    el('p', { class: 'hint' }, t('mqtt.lead'), ' ', el('a', { href: '#policy' }, t('mqtt.policyLink'))),
    status, shown, list);
}

function clientRow(c, ctx) {
  const extra = el('div', { class: 'card-extra' });
  const fromFile = c.source === 'file';
  return el('article', { class: 'mqtt-client-row', dataset: { name: c.name } },
    el('h4', {}, c.name, ' ', el('small', {}, fromFile ? t('mqtt.fromFile') : t('mqtt.added', { when: when(c.createdAt, lang()) }))),
    c.acl ? aclView(c.acl) : noAcl(c.name),
    fromFile ? el('p', { class: 'hint' }, t('mqtt.fileReadOnly')) : el('div', { class: 'actions' },
      el('button', { type: 'button', class: 'secondary rotate', onclick: () => ask(c, extra, ctx, 'rotate') }, t('mqtt.rotate')),
      el('button', { type: 'button', class: 'danger revoke', onclick: () => ask(c, extra, ctx, 'revoke') }, t('admin.revoke'))),
    extra);
}

function aclView(acl) {
  const line = (label, items) => el('li', {}, el('strong', {}, label + ': '),
    items.length ? items.map((x, i) => [i ? ', ' : '', el('code', {}, x)]) : t('mqtt.nothing'));
  return el('ul', { class: 'log acl' },
    line(t('mqtt.publish'), acl.publish), line(t('mqtt.subscribe'), acl.subscribe),
    acl.members.length ? line(t('mqtt.members'), acl.members) : null,
    acl.preferenceKeys.length ? line(t('mqtt.keys'), acl.preferenceKeys) : null,
    el('li', {}, el('strong', {}, t('mqtt.actsAs') + ': '), t('role.' + acl.actsAs.role) + ' · ' + t('mqtt.level.' + acl.actsAs.identity)));
}

/** A client with no policy entry may do nothing: say so, and offer an entry to paste into the policy. */
function noAcl(name) {
  const snippet = '    ' + name + ':\n      publish: [hub/v1/request/' + name + '/+]\n      subscribe: [hub/v1/response/' + name + '/#]';
  return el('div', { class: 'no-acl' }, el('p', { class: 'notice info' }, t('mqtt.noAcl')),
    el('pre', { class: 'token acl-snippet' }, snippet));
}

function ask(c, extra, ctx, what) {
  const revoke = what === 'revoke';
  clear(extra, el('div', { class: 'confirm' },
    el('p', {}, t(revoke ? 'mqtt.revokeAsk' : 'mqtt.rotateAsk', { name: c.name })),
    el('div', { class: 'actions' },
      el('button', { type: 'button', class: 'danger confirm-' + what, onclick: async () => {
        try {
          const path = '/api/v1/automation-clients/' + encodeURIComponent(c.name);
          if (revoke) {
            await api('DELETE', path);
            clear(ctx.shown);
            ctx.reload(t('mqtt.revoked', { name: c.name }));
          } else {
            const { body } = await api('POST', path + '/secret', {});
            showSecret(ctx.shown, body);
            clear(extra);
          }
        } catch (err) { notice(ctx.status, err.message, 'error'); }
      } }, t(revoke ? 'admin.revoke' : 'mqtt.rotate')),
      el('button', { type: 'button', class: 'secondary', onclick: () => clear(extra) }, t('common.cancel')))));
}

function addForm(ctx) {
  const name = el('input', { name: 'mqttClientName', required: true, maxlength: 64, autocapitalize: 'none',
    pattern: '[A-Za-z0-9][A-Za-z0-9_.\\-]{0,63}', placeholder: 'node-red' });
  return el('form', { id: 'add-mqtt-client', class: 'inline-form', onsubmit: async e => {
    e.preventDefault();
    try {
      const { body } = await api('POST', '/api/v1/automation-clients', { name: name.value.trim() });
      name.value = '';
      await ctx.reload(t('mqtt.addedNow', { name: body.name }));
      showSecret(ctx.shown, body);
    } catch (err) { notice(ctx.status, err.message, 'error'); }
  } }, field(t('mqtt.name'), name, t('mqtt.nameHint')),
  el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('mqtt.add'))));
}

/** The secret, this once: the page keeps it nowhere else and it disappears at the next reload. */
function showSecret(node, body) {
  const secret = el('p', { class: 'token', id: 'mqtt-client-secret' }, body.secret);
  const copied = el('span', { 'aria-live': 'polite', class: 'hint' });
  clear(node, el('div', { class: 'confirm' },
    el('p', {}, t('mqtt.secretOnce', { name: body.name })), secret,
    el('div', { class: 'actions' },
      el('button', { type: 'button', class: 'secondary copy-secret', onclick: async () => {
        try {
          await navigator.clipboard.writeText(body.secret);
          copied.textContent = t('mqtt.copied');
        } catch {
          getSelection().selectAllChildren(secret); // no clipboard here: select it for Ctrl+C
          copied.textContent = t('mqtt.selected');
        }
      } }, t('mqtt.copy')), copied,
      el('button', { type: 'button', class: 'secondary', onclick: () => clear(node) }, t('mqtt.done')))));
}
