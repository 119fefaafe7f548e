// Rooms and their microphone tokens (each token is shown once, when it is made).
import { el, clear, field, notice, when } from './dom.js';
import { api } from './api.js';
import { t, lang } from './i18n.js';

export function roomsSection() {
  const list = el('div');
  const status = el('div', { 'aria-live': 'polite' });
  const reload = async message => {
    notice(status, message || '');
    try {
      const { body } = await api('GET', '/api/v1/rooms');
      clear(list, body.rooms.map(r => roomRow(r, reload, status)), addRoom(reload, status));
    } catch (err) { notice(status, err.message, 'error'); }
  };
  reload();
  return el('section', { class: 'card', id: 'rooms' }, el('h2', {}, t('admin.rooms')), status, list);
}

function roomRow(room, reload, status) {
  const mics = el('ul', { class: 'log' });
  const shown = el('div');
  const name = el('input', { name: 'microphone', required: true, maxlength: 80, placeholder: t('admin.micNameHint') });
  const loadMics = async () => {
    const { body } = await api('GET', '/api/v1/rooms/' + encodeURIComponent(room.id) + '/microphones');
    clear(mics, body.microphones.map(m => el('li', { dataset: { id: m.id } }, m.name + ' · ' + when(m.createdAt, lang()) + ' ',
      el('button', { type: 'button', class: 'secondary', onclick: async () => {
        try {
          await api('DELETE', '/api/v1/rooms/' + encodeURIComponent(room.id) + '/microphones/' + encodeURIComponent(m.id));
          clear(shown);
          loadMics();
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('admin.revoke')))));
  };
  loadMics().catch(err => notice(status, err.message, 'error'));
  return el('article', { class: 'room-row', dataset: { id: room.id } },
    el('h3', {}, room.name, ' ', el('small', {}, '(' + room.id + ')')),
    mics,
    el('form', { class: 'inline-form add-mic', onsubmit: async e => {
      e.preventDefault();
      try {
        const { body } = await api('POST', '/api/v1/rooms/' + encodeURIComponent(room.id) + '/microphones', { name: name.value.trim() });
        name.value = '';
        clear(shown, el('div', { class: 'confirm' }, el('p', {}, t('admin.tokenOnce')),
          el('p', { class: 'token', id: 'new-token' }, body.token)));
        loadMics();
      } catch (err) { notice(status, err.message, 'error'); }
    } }, field(t('admin.micName'), name), el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('admin.addMic')),
      el('button', { type: 'button', class: 'danger', onclick: async () => {
        try {
          await api('DELETE', '/api/v1/rooms/' + encodeURIComponent(room.id));
          reload(t('admin.roomRemoved'));
        } catch (err) { notice(status, err.message, 'error'); }
      } }, t('admin.removeRoom')))),
    shown);
}

function addRoom(reload, status) {
  const id = el('input', { name: 'roomId', required: true, pattern: '[a-z0-9][a-z0-9_-]{0,63}', autocapitalize: 'none' });
  const name = el('input', { name: 'roomName', required: true, maxlength: 80 });
  return el('form', { id: 'add-room', onsubmit: async e => {
    e.preventDefault();
    try {
      await api('POST', '/api/v1/rooms', { id: id.value.trim(), name: name.value.trim() });
      reload(t('admin.roomAdded'));
    } catch (err) { notice(status, err.message, 'error'); }
  } }, el('h3', {}, t('admin.addRoom')),
  el('div', { class: 'inline-form' }, field(t('admin.roomId'), id), field(t('admin.roomName'), name),
    el('div', { class: 'actions' }, el('button', { type: 'submit' }, t('admin.add')))));
}
