// The device inventory: live state asked of the device now, commands, adding and removing devices.
import { el, clear, field, notice, when } from './dom.js';
import { api } from './api.js';
import { t, lang } from './i18n.js';

const CAPABILITIES = ['switch', 'dimmer', 'thermostat', 'lock', 'contact', 'motion', 'temperature', 'plug'];

export function devicesSection() {
  const list = el('div', { id: 'device-list' });
  const status = el('div', { 'aria-live': 'polite' });
  const reload = async message => {
    notice(status, message || '');
    try {
      const { body } = await api('GET', '/api/v1/devices');
      clear(list, body.devices.map(d => deviceRow(d, reload, status)), addDevice(reload, status));
    } catch (err) { notice(status, err.message, 'error'); }
  };
  reload();
  return el('section', { class: 'card', id: 'devices' }, el('h2', {}, t('admin.devices')), status, list);
}

function deviceRow(d, reload, status) {
  const out = el('div', { class: 'device-state', 'aria-live': 'polite' });
  const command = async (cmd, value, confirmed) => {
    try {
      const r = await api('POST', '/api/v1/devices/' + encodeURIComponent(d.id) + '/commands', { command: cmd, value, confirmed: !!confirmed });
      notice(out, (r.body && r.body.message) || t(r.status === 200 ? 'admin.confirmedByDevice' : 'admin.sentNotConfirmed'), r.status === 200 ? 'info' : 'warn');
    } catch (err) {
      if (err.status === 409) {
        clear(out, el('div', { class: 'confirm' }, el('p', {}, err.message),
          el('button', { type: 'button', onclick: () => command(cmd, value, true) }, t('admin.yesDoIt'))));
      } else notice(out, err.message, 'error');
    }
  };
  const caps = new Set(d.capabilities);
  const buttons = [];
  if (caps.has('switch') || caps.has('dimmer') || caps.has('plug')) {
    buttons.push(el('button', { type: 'button', class: 'secondary cmd-on', onclick: () => command('switch', true) }, t('admin.on')),
      el('button', { type: 'button', class: 'secondary cmd-off', onclick: () => command('switch', false) }, t('admin.off')));
  }
  if (caps.has('lock')) {
    buttons.push(el('button', { type: 'button', class: 'secondary', onclick: () => command('lock', true) }, t('admin.lock')),
      el('button', { type: 'button', class: 'secondary', onclick: () => command('lock', false) }, t('admin.unlock')));
  }
  if (caps.has('thermostat')) {
    const temp = el('input', { type: 'number', name: 'temperature', min: 5, max: 35, step: 0.5, value: 21 });
    buttons.push(el('form', { class: 'inline-form', onsubmit: e => { e.preventDefault(); command('set_temperature', Number(temp.value)); } },
      field(t('admin.temperature'), temp), el('div', { class: 'actions' }, el('button', { type: 'submit', class: 'secondary' }, t('admin.set')))));
  }
  return el('article', { class: 'device-row', dataset: { id: d.id } },
    el('h3', {}, d.name, ' ', el('small', {}, '(' + d.id + (d.room ? ' · ' + d.room : '') + ')')),
    el('p', { class: 'tags' }, d.capabilities.map(c => el('span', { class: 'tag' }, c)), el('span', { class: 'tag' }, d.topic)),
    el('div', { class: 'actions' },
      el('button', { type: 'button', class: 'live-state', onclick: async () => {
        notice(out, t('admin.asking'));
        try {
          const { body } = await api('GET', '/api/v1/devices/' + encodeURIComponent(d.id) + '/state');
          clear(out, el('p', { class: 'notice' }, t('admin.stateNow', { at: when(body.at, lang()) }) + ' ',
            el('code', { class: 'state' }, JSON.stringify(body.state))));
        } catch (err) { notice(out, err.status === 504 ? t('admin.noAnswer') : err.message, 'error'); }
      } }, t('admin.liveState')),
      buttons,
      el('button', { type: 'button', class: 'danger', onclick: async () => {
        try {
          await api('DELETE', '/api/v1/devices/' + encodeURIComponent(d.id));
          reload(t('admin.deviceRemoved'));
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('admin.remove'))),
    out);
}

function addDevice(reload, status) {
  const id = el('input', { name: 'deviceId', required: true, autocapitalize: 'none' });
  const name = el('input', { name: 'deviceName', required: true });
  const room = el('input', { name: 'deviceRoom' });
  const topic = el('input', { name: 'topic', required: true, placeholder: 'zigbee2mqtt/garage_light' });
  const aliases = el('input', { name: 'aliases', placeholder: t('admin.aliasesHint') });
  const boxes = CAPABILITIES.map(c => el('input', { type: 'checkbox', name: 'capability', value: c, id: 'cap-' + c }));
  return el('form', { id: 'add-device', onsubmit: async e => {
    e.preventDefault();
    const body = { id: id.value.trim(), name: name.value.trim(), topic: topic.value.trim(),
      capabilities: boxes.filter(b => b.checked).map(b => b.value),
      aliases: aliases.value.split(',').map(s => s.trim()).filter(Boolean) };
    if (room.value.trim()) body.room = room.value.trim();
    try {
      await api('POST', '/api/v1/devices', body);
      reload(t('admin.deviceAdded', { name: body.name }));
    } catch (err) { notice(status, err.message, 'error'); }
  } }, el('h3', {}, t('admin.addDevice')),
  el('div', { class: 'inline-form' }, field(t('admin.deviceId'), id), field(t('admin.deviceName'), name),
    field(t('admin.deviceRoom'), room), field(t('admin.topic'), topic), field(t('admin.aliases'), aliases)),
  el('fieldset', { class: 'caps' }, el('legend', {}, t('admin.capabilities')),
    boxes.map(b => el('span', { class: 'check' }, b, el('label', { for: b.id }, b.value)))),
  el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('admin.add'))));
}
