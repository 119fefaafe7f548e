// Sign-in: the hub sets the HttpOnly session cookie; the page then goes where it was asked to
// (only a path of this hub) or to the member's own page.
import { chooseLanguage, t } from './i18n.js';
import { notice } from './dom.js';

chooseLanguage();
const form = document.getElementById('signin-form');
const status = document.getElementById('signin-status');

form.addEventListener('submit', async e => {
  e.preventDefault();
  notice(status, t('signin.working'));
  try {
    const r = await fetch('/api/v1/auth/login', {
      method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: form.username.value.trim(), password: form.password.value }),
    });
    const body = await r.json();
    if (!r.ok) {
      notice(status, r.status === 401 ? t('signin.wrong') : body.message, 'error');
      return;
    }
    location.assign(next(body.member));
  } catch (err) {
    notice(status, t('signin.unreachable'), 'error');
  }
});

function next(member) {
  const asked = new URLSearchParams(location.search).get('next') || '';
  if (/^\/(?!\/)[\w\-/.%]*$/.test(asked)) return asked;
  return member && member.role === 'admin' ? '/admin' : '/me';
}

// The first admin's one-time setup code (printed in the log when no HEARTH_ADMIN_PASSWORD was set).
const setup = document.getElementById('setup-form');
const setupStatus = document.getElementById('setup-status');
setup.addEventListener('submit', async e => {
  e.preventDefault();
  try {
    const r = await fetch('/api/v1/auth/setup', {
      method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code: setup.code.value.trim(), password: setup.password.value }),
    });
    const body = await r.json();
    if (!r.ok) {
      notice(setupStatus, body.message, 'error');
      return;
    }
    notice(setupStatus, t('setup.done'));
    form.username.value = 'admin';
    form.password.focus();
  } catch (err) {
    notice(setupStatus, t('signin.unreachable'), 'error');
  }
});
