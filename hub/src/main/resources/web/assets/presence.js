// /me's "Automations" card: whether automations are told when the hub recognises a voice in a room. Her own toggle
// and, for a guardian, one per child (a child's consent is her guardian's). The API decides who may do what: the
// page shows its refusal (a child turning hers on is told her guardian decides).
import { el, notice } from './dom.js';
import { api } from './api.js';
import { t } from './i18n.js';

export function presenceSection(me) {
  const section = el('section', { class: 'card', id: 'presence' }, el('h2', {}, t('me.automations')),
    toggle(me.id, 'presence-events', t('me.presenceEvents'), on => t(on ? 'me.presenceOn' : 'me.presenceOff')),
    el('small', { class: 'hint' }, t(me.role === 'child' ? 'me.presenceExplainChild' : 'me.presenceExplain')));
  // the member list shows a guardian the children she answers for, with their setting
  api('GET', '/api/v1/members').then(({ body }) => {
    body.members.filter(m => m.guardian === me.id).forEach(child => section.append(
      toggle(child.id, 'presence-events-' + child.id, t('me.presenceEventsChild', { name: child.displayName }),
        on => t(on ? 'me.presenceOnChild' : 'me.presenceOffChild', { name: child.displayName }))));
  }).catch(() => { /* her own toggle says what went wrong, if anything */ });
  return section;
}

/** A checkbox read from and sent to the member's presenceEvents; disabled until read. */
function toggle(memberId, boxId, label, said) {
  const path = '/api/v1/members/' + encodeURIComponent(memberId);
  const box = el('input', { type: 'checkbox', name: 'presenceEvents', id: boxId, disabled: true });
  const status = el('div');
  box.addEventListener('change', async () => {
    box.disabled = true;
    try {
      const { body } = await api('PATCH', path, { presenceEvents: box.checked });
      box.checked = body.presenceEvents === true;
      notice(status, said(box.checked));
    } catch (err) {
      box.checked = !box.checked;
      notice(status, err.message, 'error');
    }
    box.disabled = false;
  });
  api('GET', path).then(({ body }) => {
    box.checked = body.presenceEvents === true;
    box.disabled = false;
  }).catch(err => notice(status, err.message, 'error'));
  return el('div', {}, el('div', { class: 'check' }, box, el('label', { for: box.id }, label)), status);
}
