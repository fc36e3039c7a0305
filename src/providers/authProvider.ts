import type { AuthProvider, UserIdentity } from 'react-admin';
import { authInfoPath, loginPath, logoutPath } from '../domain/auth/paths';
import type { Role } from '../domain/roles';
import { API_URL, httpClient as defaultHttpClient, type HttpOptions, type HttpResponse } from './httpClient';
import { clearSalePlace } from './salePlace';
import { claimTill } from './tillOwner';
import { forgetEarlyRequests, tokenTag } from './earlyRequests';
import { clearToken, getToken, setToken } from './token';

type HttpClient = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

export interface CurrencyRef {
  id: number;
  name: string;
}
export interface AuthInfo {
  company: {
    id: number;
    name: string;
    currencies: { id: number; rate: string; currency: CurrencyRef; is_base: boolean; is_secondary_default: boolean; is_national: boolean }[];
    baseCurrency: CurrencyRef | null;
    secondaryDefaultCurrency: CurrencyRef | null;
    nationalCurrency: CurrencyRef | null;
    place_type_rates: { id: number; rate: string; place_type: number; currency: CurrencyRef | null; company: number }[];
  } | null;
  user: {
    id: number;
    username: string;
    name: string;
    phone: string;
    salary: string;
    sell_percent: string;
    position: string;
    role: Role;
    roles: Role[];
    places: number[];
    payload: { picture: string | null };
  };
}

export const SIGN_IN_PATH = '/sign-in';

/** Where the last auth info is kept for the next start (with a fingerprint of the token it belongs to). */
const SESSION_KEY = 'pos.session';

function readKeptInfo(token: string): AuthInfo | null {
  try {
    const kept = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
    return kept && kept.tag === tokenTag(token) && kept.info?.company && kept.info?.user ? (kept.info as AuthInfo) : null;
  } catch {
    return null;
  }
}

function keepInfo(token: string, info: AuthInfo) {
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ tag: tokenTag(token), info }));
  } catch {
    // storage refused: the next start asks the server first, as without it
  }
}

function forgetInfo() {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * Sign-in, sign-out and who the user is. Auth info is loaded once per token and cached. The last one is
 * kept in localStorage for the next start: a page opened with the same token uses it at once and asks
 * the server again beside the screen's own requests (not before them); a changed answer replaces it
 * (`onInfoChange` tells the app, which reloads what depends on it), a refused token (401) signs out, no
 * answer at all keeps the kept one. Without a kept one, a failed auth info clears the token.
 */
const identityOf = ({ user, company }: AuthInfo): UserIdentity => ({ ...user, id: user.id, fullName: user.name || user.username, avatar: user.payload.picture ?? undefined, company });

export function createAuthProvider(httpClient: HttpClient = defaultHttpClient, apiUrl = API_URL) {
  let info: Promise<AuthInfo> | null = null;
  let infoToken: string | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());

  const reset = () => {
    info = null;
    infoToken = null;
    clearToken();
    forgetInfo();
    forgetEarlyRequests();
  };

  const fetchInfo = (token: string) =>
    httpClient(`${apiUrl}${authInfoPath}`).then(({ json }) => {
      if (!json?.company) throw new Error('no_company');
      keepInfo(token, json as AuthInfo);
      return json as AuthInfo;
    });

  /** Asks the server again behind a kept auth info: a new answer replaces it, a 401 signs out. */
  const revalidate = (token: string, kept: AuthInfo) => {
    fetchInfo(token).then(
      (fresh) => {
        if (infoToken !== token || JSON.stringify(fresh) === JSON.stringify(kept)) return;
        info = Promise.resolve(fresh);
        changed();
      },
      (err: { status?: number; message?: string }) => {
        if (infoToken !== token) return;
        if (err?.status === 401 || err?.message === 'no_company') {
          reset();
          changed();
        }
        // no answer (offline, the server restarting): the kept info stands
      },
    );
  };

  const loadInfo = ({ fresh = false } = {}): Promise<AuthInfo> => {
    const token = getToken();
    if (!token) return Promise.reject(new Error('not_authenticated'));
    if (fresh || !info || infoToken !== token) {
      infoToken = token;
      const kept = fresh ? null : readKeptInfo(token);
      if (kept) {
        info = Promise.resolve(kept);
        revalidate(token, kept);
        return info;
      }
      info = fetchInfo(token).catch((err) => {
        reset();
        throw err;
      });
      info.catch(() => undefined);
    }
    return info;
  };

  const provider = {
    async login({ username, password }: { username: string; password: string }) {
      const { json } = await httpClient(`${apiUrl}${loginPath}`, {
        method: 'POST',
        noAuth: true,
        body: JSON.stringify({ username, password }),
      });
      if (!json?.company || !json?.token) throw new Error('no_company');
      setToken(json.token);
      claimTill(json.user.id);
      infoToken = json.token;
      info = Promise.resolve({ company: json.company, user: json.user } as AuthInfo);
      keepInfo(json.token, { company: json.company, user: json.user } as AuthInfo);
      // whatever the app held about who is signed in (react-admin's identity, kept until told) is another's
      changed();
      return { redirectTo: '/workplace' };
    },
    async logout() {
      const token = getToken();
      if (token) {
        try {
          await httpClient(`${apiUrl}${logoutPath}`, { method: 'POST' });
        } catch {
          // the token is dropped on this side whatever the server says
        }
      }
      reset();
      clearSalePlace();
      return SIGN_IN_PATH;
    },
    async checkAuth() {
      if (!getToken()) throw { redirectTo: SIGN_IN_PATH, message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        reset();
        throw { redirectTo: SIGN_IN_PATH, message: false };
      }
      // 403 (role or place refused) is shown where it happens; it does not sign out
    },
    async getIdentity(): Promise<UserIdentity> {
      return identityOf(await loadInfo());
    },
    /**
     * Who is signed in, and their role, as kept from the last visit with this token, at once (no promise):
     * the app seeds react-admin's identity and permissions queries with them, so the first screen renders
     * its frame, menu and content in one go, instead of once without the user and again with them, and
     * again (the whole app, from react-admin's router) when the permissions arrive. Revalidated behind
     * like getIdentity.
     */
    kept(): { identity: UserIdentity; permissions: Role | null } | null {
      const token = getToken();
      const kept = token ? readKeptInfo(token) : null;
      if (!kept) return null;
      void loadInfo();
      return { identity: identityOf(kept), permissions: kept.user.role };
    },
    async getPermissions(): Promise<Role | null> {
      if (!getToken()) return null;
      return (await loadInfo()).user.role;
    },
    /** The cached auth info (company currencies, user places) for screens that need it. */
    getAuthInfo: (): Promise<AuthInfo> => loadInfo(),
    /** Drop the cached auth info and load it again from the server (after a company currency rate changed). */
    refreshAuthInfo: (): Promise<AuthInfo> => loadInfo({ fresh: true }),
    /** Called when the auth info changed behind the app's back (a kept one revalidated, or its token refused). */
    onInfoChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return provider satisfies AuthProvider;
}

export type AppAuthProvider = ReturnType<typeof createAuthProvider>;
export const authProvider = createAuthProvider();
