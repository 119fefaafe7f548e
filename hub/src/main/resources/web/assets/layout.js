// The frame every signed-in page shares: who is signed in, where to go, language, sign-out.
import { el, clear, field } from './dom.js';
import { session, signOut } from './api.js';
import { chooseLanguage, setLanguage, lang, t } from './i18n.js';

/** Loads the session, draws the header, then calls `draw(main, member)`; redraws on a language change. */
export async function startPage(active, draw) {
  const { member } = await session();
  chooseLanguage(member && member.id);
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
  const language = el('select', { onchange: e => { setLanguage(e.target.value, member && member.id); redraw(); } },
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
