import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { httpClient, sendEarlyRead } from '../../src/providers/httpClient';
import { EARLY_REQUESTS_KEY, forgetEarlyRequests, pageStartReads, startEarlyRequests, tokenTag } from '../../src/providers/earlyRequests';
import { createAuthProvider } from '../../src/providers/authProvider';
import { clearToken, getToken, setToken } from '../../src/providers/token';

const API = 'http://localhost:3000/api';
const TOKEN = 'c'.repeat(64);
/** the address the page was opened at (reads are noted only while the page is still there) */
const HERE = window.location.pathname;

/** A handler that counts the requests to a path and answers its JSON. */
function counted(path: string, json: () => unknown) {
  const seen = { count: 0 };
  server.use(
    http.get(`${API}${path}`, () => {
      seen.count++;
      return HttpResponse.json(json() as Record<string, unknown>);
    }),
  );
  return seen;
}

describe('the first screen’s reads, sent as the page starts', () => {
  it('notes the reads of an address, sends them at the next start, and answers the screen’s call from them once', async () => {
    setToken(TOKEN);
    const places = counted('/company/v1/places/1/', () => ({ id: 1, name: 'Shop' }));
    // a first load of the address: nothing noted yet, the screen's read is noted
    expect(startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN))).toEqual([]);
    await httpClient('/api/company/v1/places/1/');
    expect(places.count).toBe(1);
    // the next load: the read goes out at once, and the screen's own call takes its answer
    expect(startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN))).toEqual(['/api/company/v1/places/1/']);
    await new Promise((r) => setTimeout(r, 50));
    expect(places.count).toBe(2);
    expect((await httpClient('/api/company/v1/places/1/')).json).toEqual({ id: 1, name: 'Shop' });
    expect(places.count).toBe(2);
    // taken once: the next call asks the server
    await httpClient('/api/company/v1/places/1/');
    expect(places.count).toBe(3);
  });

  it('sends nothing for another address or another token, and never reuses an answer for a write', async () => {
    setToken(TOKEN);
    const places = counted('/company/v1/places/1/', () => ({ id: 1 }));
    startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN));
    await httpClient('/api/company/v1/places/1/');
    expect(startEarlyRequests('/elsewhere', TOKEN, (url) => sendEarlyRead(url, TOKEN))).toEqual([]);
    expect(startEarlyRequests(HERE, 'd'.repeat(64), (url) => sendEarlyRead(url, 'd'.repeat(64)))).toEqual([]);
    let patched = 0;
    server.use(http.patch(`${API}/company/v1/places/1/`, () => (patched++, HttpResponse.json({ id: 1 }))));
    startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN));
    await httpClient('/api/company/v1/places/1/', { method: 'PATCH', body: '{}' });
    expect(patched).toBe(1);
    expect(places.count).toBe(2);
  });

  it('an early read that failed is the screen’s to report: its own call gets the same failure shape', async () => {
    setToken(TOKEN);
    server.use(http.get(`${API}/x/`, () => HttpResponse.json({ errors: [{ code: 'not_found', message: 'Not found' }] }, { status: 404 })));
    startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN));
    await httpClient('/api/x/').catch(() => undefined);
    startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN));
    const err = await httpClient('/api/x/').catch((e) => e);
    expect(err.status).toBe(404);
    expect(err.message).toBe('not_found');
  });

  it('the page’s head script sends them as the page is parsed; the app takes its answers and sends nothing twice', async () => {
    forgetEarlyRequests();
    setToken(TOKEN);
    const places = counted('/company/v1/places/1/', () => ({ id: 1, name: 'Shop' }));
    startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN));
    await httpClient('/api/company/v1/places/1/');
    expect(places.count).toBe(1);
    // the next load: the head script, given only the storage key (its address, cookie and fetch are its own),
    // asks with the headers httpClient's early read sends
    const headers: Headers[] = [];
    server.use(http.get(`${API}/company/v1/places/1/`, ({ request }) => (headers.push(request.headers), places.count++, HttpResponse.json({ id: 1, name: 'Shop' }))));
    const started = pageStartReads(EARLY_REQUESTS_KEY);
    expect(started).toMatchObject({ path: HERE, token: TOKEN, user: tokenTag(TOKEN) });
    expect(started!.answers.map(([url]) => url)).toEqual(['/api/company/v1/places/1/']);
    await expect.poll(() => places.count).toBe(2);
    expect(headers.map((h) => [h.get('accept'), h.get('authorization')])).toEqual([['application/json', `Token ${TOKEN}`]]);
    // src/boot.ts takes them: nothing is sent again, and the screen's call gets the head script's answer
    const sendAgain = () => Promise.reject(new Error('sent twice'));
    expect(startEarlyRequests(HERE, TOKEN, sendAgain, started)).toEqual(['/api/company/v1/places/1/']);
    expect((await httpClient('/api/company/v1/places/1/')).json).toEqual({ id: 1, name: 'Shop' });
    expect(places.count).toBe(2);
    // reads the head script sent for another token or address are not taken: the app sends its own
    for (const other of [{ ...started!, token: 'd'.repeat(64) }, { ...started!, path: '/elsewhere' }]) {
      expect(startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN), other)).toEqual(['/api/company/v1/places/1/']);
      await httpClient('/api/company/v1/places/1/');
    }
    expect(places.count).toBe(4);
  });

  it('the head script sends nothing without a token, nor anything noted that is not an API path', async () => {
    forgetEarlyRequests();
    clearToken();
    expect(pageStartReads(EARLY_REQUESTS_KEY)).toBeNull();
    setToken(TOKEN);
    localStorage.setItem(EARLY_REQUESTS_KEY, JSON.stringify([{ path: HERE, user: tokenTag(TOKEN), urls: ['https://elsewhere.example/x', '/api/ok/', 42] }]));
    const ok = counted('/ok/', () => ({}));
    expect(pageStartReads(EARLY_REQUESTS_KEY)!.answers.map(([url]) => url)).toEqual(['/api/ok/']);
    await expect.poll(() => ok.count).toBe(1);
    localStorage.setItem(EARLY_REQUESTS_KEY, '{not json');
    expect(pageStartReads(EARLY_REQUESTS_KEY)!.answers).toEqual([]);
    forgetEarlyRequests();
  });

  it('stops noting at the user’s first key, and forgets everything on sign-out', async () => {
    setToken(TOKEN);
    counted('/a/', () => ({}));
    counted('/b/', () => ({}));
    startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN));
    await httpClient('/api/a/');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }));
    await httpClient('/api/b/');
    expect(startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN))).toEqual(['/api/a/']);
    forgetEarlyRequests();
    expect(startEarlyRequests(HERE, TOKEN, (url) => sendEarlyRead(url, TOKEN))).toEqual([]);
  });
});

const info = {
  company: { id: 1, name: 'Co', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
  user: { id: 3, username: 'seller', name: 'Dilnoza R', phone: '', salary: '0.00', sell_percent: '0.00', position: 'Seller', role: 'seller', roles: ['seller'], places: [1], payload: { picture: null } },
};

describe('who the user is, kept from the last start', () => {
  it('answers at once from the kept info and asks the server behind it; a changed answer replaces it and is announced', async () => {
    server.use(http.post(`${API}/auth/v1/login/`, () => HttpResponse.json({ token: TOKEN, ...info })));
    await createAuthProvider().login({ username: 'seller', password: 'demo1234' });
    // the next page load: a new provider, the server now says the user has a second place
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/auth/v1/info/`, async () => {
        await answered;
        return HttpResponse.json({ ...info, user: { ...info.user, places: [1, 2] } });
      }),
    );
    const auth = createAuthProvider();
    let changes = 0;
    auth.onInfoChange(() => changes++);
    expect((await auth.getIdentity()).places).toEqual([1]);
    release();
    await expect.poll(() => changes).toBe(1);
    expect((await auth.getIdentity()).places).toEqual([1, 2]);
  });

  it('gives the kept identity and role at once, without a promise (the app seeds react-admin’s identity and permissions queries with them), and asks behind it', async () => {
    server.use(http.post(`${API}/auth/v1/login/`, () => HttpResponse.json({ token: TOKEN, ...info })));
    await createAuthProvider().login({ username: 'seller', password: 'demo1234' });
    const fetched = counted('/auth/v1/info/', () => info);
    const auth = createAuthProvider();
    const kept = auth.kept();
    expect(kept?.identity).toMatchObject({ id: info.user.id, fullName: 'Dilnoza R', places: [1] });
    expect(kept?.identity).toEqual(await auth.getIdentity());
    expect(kept?.permissions).toBe(await auth.getPermissions());
    await expect.poll(() => fetched.count).toBe(1);
    // another token: nothing kept for it
    setToken('f'.repeat(64));
    expect(createAuthProvider().kept()).toBeNull();
  });

  it('a sign-in announces the change (the app holds react-admin’s identity until told: another user may sign in over a kept token)', async () => {
    server.use(http.post(`${API}/auth/v1/login/`, () => HttpResponse.json({ token: TOKEN, ...info })));
    const auth = createAuthProvider();
    let changes = 0;
    auth.onInfoChange(() => changes++);
    await auth.login({ username: 'seller', password: 'demo1234' });
    expect(changes).toBe(1);
    expect(auth.kept()?.identity.fullName).toBe('Dilnoza R');
  });

  it('a refused token (401) behind the kept info signs out; no answer at all keeps it', async () => {
    server.use(http.post(`${API}/auth/v1/login/`, () => HttpResponse.json({ token: TOKEN, ...info })));
    await createAuthProvider().login({ username: 'seller', password: 'demo1234' });
    server.use(http.get(`${API}/auth/v1/info/`, () => HttpResponse.error()));
    const offline = createAuthProvider();
    expect((await offline.getIdentity()).fullName).toBe('Dilnoza R');
    await new Promise((r) => setTimeout(r, 50));
    expect(getToken()).toBe(TOKEN);

    server.use(http.get(`${API}/auth/v1/info/`, () => HttpResponse.json({ errors: [{ code: 'invalid_token', message: 'Invalid token' }] }, { status: 401 })));
    const refused = createAuthProvider();
    let changes = 0;
    refused.onInfoChange(() => changes++);
    await refused.getIdentity();
    await expect.poll(() => changes).toBe(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('pos.session')).toBeNull();
  });

  it('keeps nothing for another token, and nothing after signing out', async () => {
    server.use(http.post(`${API}/auth/v1/login/`, () => HttpResponse.json({ token: TOKEN, ...info })));
    server.use(http.post(`${API}/auth/v1/logout/`, () => new HttpResponse(null, { status: 204 })));
    const auth = createAuthProvider();
    await auth.login({ username: 'seller', password: 'demo1234' });
    setToken('e'.repeat(64));
    const fetched = counted('/auth/v1/info/', () => ({ ...info, user: { ...info.user, name: 'Other' } }));
    expect((await createAuthProvider().getIdentity()).fullName).toBe('Other');
    expect(fetched.count).toBe(1);
    await auth.logout();
    expect(localStorage.getItem('pos.session')).toBeNull();
  });
});
