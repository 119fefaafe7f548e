// Household members: add, change role and guardian, remove (export their memories first, or delete).
import { el, clear, field, select, notice, when } from './dom.js';
import { api } from './api.js';
import { t, lang } from './i18n.js';

const ROLES = ['admin', 'adult', 'child', 'guest', 'technician'];

export function membersSection() {
  const list = el('div', { id: 'member-list' });
  const status = el('div', { 'aria-live': 'polite' });
  const section = el('section', { class: 'card', id: 'members' }, el('h2', {}, t('admin.members')), status, list);
  const reload = async message => {
    notice(status, message || '');
    try {
      const { body } = await api('GET', '/api/v1/members');
      clear(list, body.members.map(m => memberRow(m, body.members, reload, status)), addForm(body.members, reload, status));
    } catch (err) { notice(status, err.message, 'error'); }
  };
  reload();
  return section;
}

function roleOptions() {
  return ROLES.map(r => [r, t('role.' + r)]);
}

function guardianSelect(members, value, self) {
  return select('guardian', [['', t('admin.noGuardian')],
    ...members.filter(m => m.id !== self && (m.role === 'adult' || m.role === 'admin')).map(m => [m.id, m.displayName])], value || '');
}

function memberRow(m, members, reload, status) {
  const role = select('role', roleOptions(), m.role);
  const guardian = guardianSelect(members, m.guardian, m.id);
  const extra = el('div', { class: 'card-extra' });
  return el('article', { class: 'member-row', dataset: { id: m.id } },
    el('h3', {}, m.displayName, ' ', el('small', {}, '(' + m.id + ') · ' + when(m.createdAt, lang()))),
    el('form', { class: 'inline-form', onsubmit: async e => {
      e.preventDefault();
      try {
        await api('PATCH', '/api/v1/members/' + encodeURIComponent(m.id), { role: role.value, guardian: guardian.value || null });
        reload(t('admin.memberSaved', { name: m.displayName }));
      } catch (err) { notice(status, err.message, 'error'); }
    } },
    field(t('admin.role'), role), field(t('admin.guardian'), guardian),
    el('div', { class: 'actions' },
      el('button', { type: 'submit' }, t('common.save')),
      el('button', { type: 'button', class: 'danger remove', onclick: () => askRemove(m, extra, reload, status) }, t('admin.remove')))),
    extra);
}

function askRemove(m, extra, reload, status) {
  const choice = select('choice', [['export', t('admin.removeExport')], ['delete', t('admin.removeDelete')]], 'export');
  // What they shared with the household: erased unless the admin keeps it (the API's default too).
  const household = select('household', [['erase', t('admin.removeSharedErase')], ['keep', t('admin.removeSharedKeep')]], 'erase');
  clear(extra, el('div', { class: 'confirm' },
    el('p', {}, t('admin.removeAsk', { name: m.displayName })),
    field(t('admin.removeChoice'), choice),
    field(t('admin.removeShared'), household),
    el('div', { class: 'actions' },
      el('button', { type: 'button', class: 'danger confirm-remove', onclick: async () => {
        try {
          const { body } = await api('DELETE', '/api/v1/members/' + encodeURIComponent(m.id) + '?choice=' + choice.value
            + '&household=' + household.value);
          if (choice.value === 'export') download(body, 'hearth-' + m.id + '.json');
          reload(t('admin.removed', { name: m.displayName }));
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('admin.removeYes')),
      el('button', { type: 'button', class: 'secondary', onclick: () => clear(extra) }, t('common.cancel')))));
}

export function download(json, name) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function addForm(members, reload, status) {
  const id = el('input', { name: 'id', required: true, pattern: '[a-z0-9][a-z0-9-]{0,63}', autocapitalize: 'none' });
  const name = el('input', { name: 'displayName', required: true, maxlength: 80 });
  const role = select('role', roleOptions(), 'adult');
  const guardian = guardianSelect(members, '', '');
  const password = el('input', { name: 'password', type: 'password', required: true, minlength: 10, autocomplete: 'new-password' });
  return el('form', { id: 'add-member', class: 'add', onsubmit: async e => {
    e.preventDefault();
    const body = { id: id.value.trim(), displayName: name.value.trim(), role: role.value, password: password.value };
    if (guardian.value) body.guardian = guardian.value;
    try {
      await api('POST', '/api/v1/members', body);
      reload(t('admin.memberAdded', { name: body.displayName }));
    } catch (err) { notice(status, err.message, 'error'); }
  } },
  el('h3', {}, t('admin.addMember')),
  el('div', { class: 'inline-form' },
    field(t('admin.memberId'), id, t('admin.memberIdHint')), field(t('admin.displayName'), name),
    field(t('admin.role'), role), field(t('admin.guardian'), guardian, t('admin.guardianHint')),
    field(t('admin.password'), password, t('admin.passwordHint'))),
  el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('admin.add'))));
}
