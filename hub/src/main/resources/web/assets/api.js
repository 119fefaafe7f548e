// Every page action goes through the REST API with the page session: the cookie signs the request
// in, and the session's CSRF proof travels in a header with every change.
import { t } from './i18n.js';

let csrf = null;
let me = null;

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.message) || ('HTTP ' + status));
    this.status = status;
    this.code = body && body.error;
    this.body = body;
  }
}

/** Who is signed in ({member, csrfToken}); sends the browser to sign-in when nobody is. The page is drawn for them. */
export async function session() {
  const body = await signedIn();
  csrf = body.csrfToken || null;
  me = body.member;
  return body;
}

async function signedIn() {
  const r = await fetch('/api/v1/auth/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (r.status === 401) {
    toSignIn();
    throw new ApiError(401, { message: 'signed out' });
  }
  return r.json();
}

export function currentMember() { return me; }

export function toSignIn() {
  location.assign('/?next=' + encodeURIComponent(location.pathname));
}

/**
 * Calls the API. `body` is sent as JSON unless `type` says otherwise (YAML text, WAV bytes).
 * Resolves to {status, body, response}; an error status rejects with ApiError.
 */
export async function api(method, path, body, { type, raw, retried } = {}) {
  const headers = { Accept: 'application/json' };
  let payload;
  if (body !== undefined) {
    headers['Content-Type'] = type || 'application/json';
    payload = type ? body : JSON.stringify(body);
  }
  // Reads carry the proof too: it names the sign-in this page was drawn for, so the hub refuses a read whose cookie
  // has since become another member's (someone else signed in in this browser) instead of answering with their data.
  if (csrf) headers['X-CSRF-Token'] = csrf;
  const response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  if (response.status === 401 && !path.startsWith('/api/v1/auth/login')) {
    toSignIn();
  }
  if (response.status === 403 && !retried) {
    const peek = await response.clone().json().catch(() => ({}));
    if (peek.error === 'csrf') { // the proof changed (a new sign-in in another tab): fetch it again once
      const now = await signedIn();
      // ...but only when that sign-in is the same member's. When someone else signed in in this browser since
      // the page was drawn, the cookie is theirs: retrying would run this page's change (forget everything,
      // remember this text) as them, or show this page their memories. The page stops instead and says why,
      // and keeps its own member and proof, so that every later call from it is refused the same way.
      if (!me || !now.member || now.member.id !== me.id) {
        throw new ApiError(403, { error: 'member_changed',
          message: t(method === 'GET' ? 'api.memberChangedRead' : 'api.memberChanged') });
      }
      csrf = now.csrfToken || null;
      me = now.member;
      return api(method, path, body, { type, raw, retried: true });
    }
  }
  let parsed = null;
  if (!raw) {
    const text = await response.text();
    const ct = response.headers.get('Content-Type') || '';
    parsed = text && ct.includes('json') ? JSON.parse(text) : text;
  }
  if (!response.ok) throw new ApiError(response.status, typeof parsed === 'object' ? parsed : { message: parsed });
  return { status: response.status, body: parsed, response };
}

export async function signOut() {
  try { await api('POST', '/api/v1/auth/logout'); } finally { location.assign('/'); }
}
