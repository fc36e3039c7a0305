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

const STORAGE_KEY = 'pos.firstRequests';
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

const pending = new Map<string, { token: string; at: number; answer: Promise<EarlyAnswer> }>();
let recording: { path: string; user: string; urls: string[]; until: number } | null = null;

function readNoted(): Noted[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n) => n && typeof n.path === 'string' && typeof n.user === 'string' && Array.isArray(n.urls)) : [];
  } catch {
    return [];
  }
}

function writeNoted(list: Noted[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list.slice(0, MAX_PATHS)));
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
 * At the page's start: sends the reads noted for `path` (the address opened) the last time this token
 * opened it, and starts noting this load's reads for next time. `send` makes one request (the
 * httpClient's fetch with the token).
 */
export function startEarlyRequests(path: string, token: string, send: (url: string) => Promise<EarlyAnswer>): string[] {
  const user = tokenTag(token);
  recording = { path, user, urls: [], until: now() + RECORD_WINDOW_MS };
  if (typeof window !== 'undefined') {
    const stop = () => {
      recording = null;
      for (const type of ['keydown', 'pointerdown']) window.removeEventListener(type, stop, true);
    };
    for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, stop, true);
  }
  const noted = readNoted().find((n) => n.path === path && n.user === user);
  if (!noted) return [];
  const at = now();
  for (const url of noted.urls) {
    const answer = send(url);
    // an early read that fails is the screen's own request's to report: it asks again
    answer.catch(() => pending.delete(url));
    pending.set(url, { token, at, answer });
  }
  return noted.urls;
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
  if (now() > r.until || tokenTag(token) !== r.user || (typeof location !== 'undefined' && location.pathname !== r.path)) {
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
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
