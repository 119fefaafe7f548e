// The frame every signed-in page shares: who is signed in, where to go, language, sign-out.
import { el, clear, field } from './dom.js';
import { api, session, signOut } from './api.js';
import { chooseLanguage, setLanguage, lang, t } from './i18n.js';

/** Loads the session, draws the header, then calls `draw(main, member)`; redraws on a language change. */
export async function startPage(active, draw) {
  const { member } = await session();
  chooseLanguage(member && member.id, await preferredLanguage(member));
  const redraw = () => {
    document.documentElement.lang = lang();
    header(active, member, redraw);
    const main = document.getElementById('main');
    clear(main);
    draw(main, member);
  };
  redraw();
}

function header(active, member, redraw) {
  const links = [['me', '/me', t('nav.me')], ['talk', '/talk', t('nav.talk')]];
  if (member && member.role === 'admin') links.push(['admin', '/admin', t('nav.admin')]);
  const language = el('select', { onchange: e => { setLanguage(e.target.value, member && member.id); remember(e.target.value); redraw(); } },
    el('option', { value: 'en', selected: lang() === 'en' }, 'English'),
    el('option', { value: 'pt', selected: lang() === 'pt' }, 'Português'));
  clear(document.getElementById('top'),
    el('div', { class: 'bar' },
      el('a', { class: 'brand', href: '/me' }, 'Hearth'),
      el('nav', { 'aria-label': t('nav.label') },
        links.map(([id, href, text]) => el('a', { href, 'aria-current': id === active ? 'page' : null }, text))),
      el('div', { class: 'who' },
        el('span', { class: 'member' }, member ? member.displayName : ''),
        field(t('nav.language'), language),
        el('button', { type: 'button', class: 'secondary', id: 'sign-out', onclick: signOut }, t('nav.signOut')))));
  document.title = t('title.' + active) + ' · Hearth';
}

/** The member's own `preferred_language` memory (the household policy's key), if they have one. */
async function preferredLanguage(member) {
  try {
    const { body } = await api('GET', '/api/v1/memories?kind=structured&status=active');
    const pref = body.memories.find(m => m.key === 'preferred_language' && member && m.owner === member.id);
    return pref && pref.value;
  } catch (err) {
    return null;
  }
}

/** A choice in the header is the member's stated preference: the hub remembers it (through the entry gate). */
function remember(value) {
  api('POST', '/api/v1/memories', { key: 'preferred_language', value, scope: 'user', why: 'page:language' }).catch(() => {});
}
