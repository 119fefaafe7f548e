// English and Portuguese: the member's preference (their preferred_language memory, or their choice
// in this browser) wins over the browser's language.
import { en, pt } from './messages.js';

const dictionaries = { en, pt };
let current = 'en';

export function chooseLanguage(memberId, preferred) {
  const saved = preferred || localStorage.getItem('hearth.lang.' + (memberId || '')) || localStorage.getItem('hearth.lang');
  const browser = (navigator.languages || [navigator.language || 'en']).find(l => /^(en|pt)/i.test(l)) || 'en';
  current = saved && dictionaries[saved] ? saved : browser.slice(0, 2).toLowerCase();
  document.documentElement.lang = current;
  translate(document);
  return current;
}

export function setLanguage(lang, memberId) {
  localStorage.setItem('hearth.lang.' + (memberId || ''), lang);
  localStorage.setItem('hearth.lang', lang);
  current = lang;
  document.documentElement.lang = lang;
}

export function lang() { return current; }

/** The text for `key`, with {name} placeholders filled in. */
export function t(key, vars = {}) {
  const text = dictionaries[current][key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

/** Fills every element marked data-i18n (static text of the HTML files). */
export function translate(root) {
  root.querySelectorAll('[data-i18n]').forEach(n => { n.textContent = t(n.dataset.i18n); });
  root.querySelectorAll('[data-i18n-title]').forEach(n => { document.title = t(n.dataset.i18nTitle); });
}
