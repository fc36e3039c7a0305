/** The auth token lives in a cookie on path / (SPEC.md section 3, browser storage). */
const NAME = 'token';

export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  const m = document.cookie.split('; ').find((c) => c.startsWith(`${NAME}=`));
  const value = m ? decodeURIComponent(m.slice(NAME.length + 1)) : '';
  return value || null;
}

export function setToken(token: string) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAME}=${encodeURIComponent(token)}; path=/; SameSite=Strict${secure}`;
}

export function clearToken() {
  document.cookie = `${NAME}=; path=/; max-age=0; SameSite=Strict`;
}
