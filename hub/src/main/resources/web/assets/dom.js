// Building the page without ever parsing data as HTML: every string becomes a text node.
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else if (k === 'class') node.className = v;
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k in node && typeof v !== 'string') node[k] = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function clear(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

let fieldCount = 0;
/** A form field with its label (every input of the pages has one). */
export function field(label, input, hint) {
  if (!input.id) input.id = 'f' + (++fieldCount);
  return el('div', { class: 'field' }, el('label', { for: input.id }, label), input,
    hint ? el('small', { class: 'hint' }, hint) : null);
}

export function select(name, options, value) {
  return el('select', { name }, options.map(([v, text]) => el('option', { value: v, selected: v === value }, text)));
}

export function when(iso, lang) {
  if (!iso) return '—';
  const d = new Date(iso);
  return isNaN(d) ? iso : d.toLocaleString(lang === 'pt' ? 'pt-PT' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A message area that screen readers announce. */
export function notice(node, text, kind = 'info') {
  clear(node, text ? el('p', { class: 'notice ' + kind, role: kind === 'error' ? 'alert' : 'status' }, text) : null);
}
