// Automation clients (Home Assistant, Node-RED…): their MQTT accounts on the hub's broker
// (admin-mqtt-clients.js), and REST API tokens, each secret shown once. What each MQTT account may
// publish and subscribe to is the policy's mqtt.clients (edited in the policy section).
import { el, clear, field, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';
import { mqttClientsPart } from './admin-mqtt-clients.js';

export function automationsSection() {
  const label = el('input', { name: 'automationLabel', required: true, maxlength: 80, placeholder: 'node-red' });
  const days = el('input', { name: 'automationDays', type: 'number', min: 1, max: 3650, value: 365 });
  const status = el('div', { 'aria-live': 'polite' });
  const shown = el('div');
  return el('section', { class: 'card', id: 'automations' }, el('h2', {}, t('admin.automations')),
    mqttClientsPart(),
    el('h3', {}, t('auto.restTitle')),
    el('p', { class: 'hint' }, t('auto.lead'), ' ', el('a', { href: '#policy' }, t('auto.policyLink'))),
    el('form', { class: 'inline-form', id: 'add-automation', onsubmit: async e => {
      e.preventDefault();
      try {
        const { body } = await api('POST', '/api/v1/auth/tokens', { kind: 'automation', label: label.value.trim(), ttlDays: Number(days.value) });
        label.value = '';
        clear(shown, el('div', { class: 'confirm' }, el('p', {}, t('admin.tokenOnce')), el('p', { class: 'token', id: 'automation-token' }, body.token)));
      } catch (err) { notice(status, err.message, 'error'); }
    } }, field(t('auto.label'), label), field(t('auto.days'), days),
    el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('auto.issue')))),
    status, shown);
}
