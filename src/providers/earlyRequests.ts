/**
 * The first screen's data, asked for as the page starts instead of after the screen's code has loaded
 * and rendered. Each page load notes the API reads (GET) the app makes for the address it was opened at,
 * in its first seconds; the next time the same address is opened by the same user, those reads are sent
 * at once from the entry (src/boot.ts), beside the screen's code, and the httpClient hands each answer
 * to the first call for the same URL instead of asking again. A read not asked for again within a few
 * seconds is dropped: its answer is never used late, and the screen's own request goes out as before.
 *
 * Only answers that arrive while the page starts are reused, and only for the token that asked: nothing
 * is cached across page loads but the list of paths (no data), kept in localStorage per address.
 */

/** localStorage's key of the notes (the page's head script is given it: vite.config.ts) */
export const EARLY_REQUESTS_KEY = 'pos.firstRequests';
/** the reads noted per address (a screen that asks more is not a first screen worth preloading) */
const MAX_PER_PATH = 8;
/** addresses remembered, the most recently opened first */
const MAX_PATHS = 12;
/**
 * reads made after the user's first key or click, or this long after the page started, are the user's
 * doing, not the first screen's (an old till under load may take a while to ask)
 */
const RECORD_WINDOW_MS = 30_000;
/** an early answer nobody asked for within this time is dropped */
const KEEP_MS = 20_000;

export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

interface Noted {
  path: string;
  user: string;
  urls: string[];
}

/**
 * The reads sent as the page started, for one token at one address: what `pageStartReads` answers.
 * `user` is the token's fingerprint (`tokenTag`), under which the reads are noted.
 */
export interface PageStartReads {
  path: string;
  token: string;
  user: string;
  /** performance.now() when they were sent */
  at: number;
  answers: [string, Promise<EarlyAnswer>][];
}

/**
 * Sends the reads noted for this address and token: what the page's head script runs as the page is
 * parsed (vite.config.ts writes its source into a file of its own, `toString()`; it sets
 * `window.__pageStartReads`), before any of the app's code has arrived, and what src/boot.ts runs through
 * `startEarlyRequests` when no head script did (the service worker's page, the dev server). Without `page`
 * it reads the address, the token cookie and localStorage itself, and sends with fetch and the headers
 * httpClient sends. Null without a token. Anything unexpected (storage refused, a bad note) sends nothing.
 *
 * Self-contained on purpose (its source is embedded): it uses nothing from outside its own body, so it
 * computes the token's fingerprint itself (tests/ui/firstScreen.test.ts holds it to `tokenTag`).
 */
export function pageStartReads(
  storageKey: string,
  page?: { path: string; token: string; send: (url: string) => Promise<EarlyAnswer> },
): PageStartReads | null {
  try {
    let token = page?.token;
    if (!page) {
      const cookie = document.cookie.split('; ').find((c) => c.indexOf('token=') === 0);
      token = cookie ? decodeURIComponent(cookie.slice(6)) : '';
    }
    if (!token) return null;
    const path = page ? page.path : location.pathname;
    let h = 0x811c9dc5;
    for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
    const user = (h >>> 0).toString(36);
    const reads: PageStartReads = { path, token, user, at: performance.now(), answers: [] };
    let noted: unknown;
    try {
      noted = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    } catch {
      return reads;
    }
    const mine = Array.isArray(noted) ? noted.find((n) => n && n.path === path && n.user === user && Array.isArray(n.urls)) : undefined;
    const bearer = token;
    const send =
      page?.send ??
      ((url: string) =>
        fetch(new URL(url, location.href).toString(), { headers: { Accept: 'application/json', Authorization: `Token ${bearer}` } }).then((res) =>
          res.text().then((text) => ({ status: res.status, statusText: res.statusText, headers: res.headers, text })),
        ));
    for (const url of mine ? (mine.urls as unknown[]) : []) {
      // the notes are the app's own: API paths (with their trailing slash), nothing else is sent
      if (typeof url !== 'string' || url.indexOf('/api/') !== 0) continue;
      const answer = send(url);
      // an early read that fails is the screen's own request's to report: it asks again
      answer.catch(() => undefined);
      reads.answers.push([url, answer]);
    }
    return reads;
  } catch {
    return null;
  }
}

const pending = new Map<string, { token: string; at: number; answer: Promise<EarlyAnswer> }>();
let recording: { path: string; token: string; user: string; urls: string[]; until: number } | null = null;

function readNoted(): Noted[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(EARLY_REQUESTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n) => n && typeof n.path === 'string' && typeof n.user === 'string' && Array.isArray(n.urls)) : [];
  } catch {
    return [];
  }
}

function writeNoted(list: Noted[]) {
  try {
    localStorage.setItem(EARLY_REQUESTS_KEY, JSON.stringify(list.slice(0, MAX_PATHS)));
  } catch {
    // storage full or refused: the next start is simply not preloaded
  }
}

/** A short fingerprint of the token: the notes say whose reads they are without keeping the token. */
export function tokenTag(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * At the page's start: takes the reads the page's head script sent for `path` (`started`: the same
 * address and token), or sends those noted for it the last time this token opened it (`send`: the
 * httpClient's fetch with the token), and starts noting this load's reads for next time. Answers the
 * URLs asked for.
 */
export function startEarlyRequests(path: string, token: string, send: (url: string) => Promise<EarlyAnswer>, started?: PageStartReads | null): string[] {
  const reads = started && started.path === path && started.token === token ? started : pageStartReads(EARLY_REQUESTS_KEY, { path, token, send });
  recording = { path, token, user: reads?.user ?? tokenTag(token), urls: [], until: now() + RECORD_WINDOW_MS };
  if (typeof window !== 'undefined') {
    const stop = () => {
      recording = null;
      for (const type of ['keydown', 'pointerdown']) window.removeEventListener(type, stop, true);
    };
    for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, stop, true);
  }
  for (const [url, answer] of reads?.answers ?? []) {
    answer.catch(() => pending.delete(url));
    pending.set(url, { token, at: reads!.at, answer });
  }
  return (reads?.answers ?? []).map(([url]) => url);
}

/**
 * The early answer for this read, once (`undefined` when there is none, it is too old, or another token
 * asked for it). Notes the read for the next start while the page is starting.
 */
export function takeEarlyAnswer(url: string, token: string | null): Promise<EarlyAnswer> | undefined {
  noteRead(url, token);
  const early = pending.get(url);
  if (!early) return undefined;
  pending.delete(url);
  if (early.token !== token || now() - early.at > KEEP_MS) return undefined;
  return early.answer;
}

function noteRead(url: string, token: string | null) {
  const r = recording;
  if (!r || !token) return;
  if (now() > r.until || token !== r.token || (typeof location !== 'undefined' && location.pathname !== r.path)) {
    recording = null;
    return;
  }
  if (r.urls.includes(url) || r.urls.length >= MAX_PER_PATH) return;
  r.urls.push(url);
  const others = readNoted().filter((n) => n.path !== r.path);
  writeNoted([{ path: r.path, user: r.user, urls: r.urls }, ...others]);
}

/** Signing out forgets what was noted (the addresses hold ids of the user's places and records). */
export function forgetEarlyRequests() {
  pending.clear();
  recording = null;
  try {
    localStorage.removeItem(EARLY_REQUESTS_KEY);
  } catch {
    // nothing to forget
  }
}
