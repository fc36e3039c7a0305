import type { AuthProvider, UserIdentity } from 'react-admin';
import { authInfoPath, loginPath, logoutPath } from '../domain/auth/paths';
import type { Role } from '../domain/roles';
import { API_URL, httpClient as defaultHttpClient, type HttpOptions, type HttpResponse } from './httpClient';
import { clearSalePlace } from './salePlace';
import { claimTill } from './tillOwner';
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

/**
 * Sign-in, sign-out and who the user is. Auth info is loaded once per token (at start when a token
 * exists) and cached; a failed auth info clears the token.
 */
export function createAuthProvider(httpClient: HttpClient = defaultHttpClient, apiUrl = API_URL) {
  let info: Promise<AuthInfo> | null = null;
  let infoToken: string | null = null;

  const reset = () => {
    info = null;
    infoToken = null;
    clearToken();
  };

  const loadInfo = (): Promise<AuthInfo> => {
    const token = getToken();
    if (!token) return Promise.reject(new Error('not_authenticated'));
    if (!info || infoToken !== token) {
      infoToken = token;
      info = httpClient(`${apiUrl}${authInfoPath}`).then(
        ({ json }) => {
          if (!json?.company) throw new Error('no_company');
          return json as AuthInfo;
        },
        (err) => {
          reset();
          throw err;
        },
      );
      info.catch(() => reset());
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
      const { user, company } = await loadInfo();
      return { ...user, id: user.id, fullName: user.name || user.username, avatar: user.payload.picture ?? undefined, company };
    },
    async getPermissions(): Promise<Role | null> {
      if (!getToken()) return null;
      return (await loadInfo()).user.role;
    },
    /** The cached auth info (company currencies, user places) for screens that need it. */
    getAuthInfo: loadInfo,
    /** Drop the cached auth info and load it again (after a company currency rate changed). */
    refreshAuthInfo: (): Promise<AuthInfo> => {
      info = null;
      return loadInfo();
    },
  };
  return provider satisfies AuthProvider;
}

export type AppAuthProvider = ReturnType<typeof createAuthProvider>;
export const authProvider = createAuthProvider();
