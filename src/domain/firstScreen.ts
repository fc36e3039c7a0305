/**
 * The page's first script (a classic script in index.html's head, before the entry: vite.config.ts
 * writes it from this function and the build's chunk table). It asks for the chunks of what this
 * address will show, so the browser fetches and compiles them while the entry runs, instead of src/boot.ts
 * finding them only once the entry has run (about 0.8 s on an old till). It adds a `modulepreload` for
 * each file of: the language kept in react-admin's store (else ru); the sign-in page when there is no
 * token, else the frame and the screen at this path (a signed-in user on /sign-in gets the frame too:
 * it is what comes next). boot's own imports then find the modules there. Anything unexpected (storage refused, a bad value) leaves the page as it was:
 * the entry loads what it needs anyway.
 *
 * Self-contained on purpose: vite.config.ts embeds its source (`toString()`), so it may use nothing from
 * outside its own body.
 */
/** react-admin's store key of the chosen language (src/providers/store.ts: localStorageStore(undefined, 'RetailPOS')) */
export const LOCALE_KEY = 'RaStoreRetailPOS.locale';

export interface FirstScreenTable {
  /** the files (under the site's root) of each key: 'ru' | 'en' | 'signIn' | 'layout' | a first screen's path */
  files: Record<string, string[]>;
  /** react-admin's store key of the chosen language */
  localeKey: string;
  /** the app's languages, the default first (the build takes them from its language chunks) */
  locales: string[];
}

export interface FirstScreenPage {
  pathname: string;
  cookie: string;
  storedLocale: () => string | null;
  addPreload: (href: string) => void;
}

export function preloadFirstScreen(table: FirstScreenTable, page?: FirstScreenPage): string[] {
  const added: string[] = [];
  try {
    const current: FirstScreenPage = page ?? {
      pathname: location.pathname,
      cookie: document.cookie,
      storedLocale: () => localStorage.getItem(table.localeKey),
      addPreload: (href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      },
    };
    const path = current.pathname.length > 1 ? current.pathname.replace(/\/$/, '') : current.pathname;
    let locale = table.locales[0];
    try {
      const kept: unknown = JSON.parse(current.storedLocale() ?? 'null');
      if (typeof kept === 'string' && table.locales.indexOf(kept) >= 0) locale = kept;
    } catch {
      // a value react-admin did not write: the default language
    }
    const keys = [locale];
    if (!/(^|; )token=[^;]/.test(current.cookie)) keys.push('signIn');
    else keys.push('layout', path);
    for (const key of keys) {
      for (const file of table.files[key] ?? []) {
        if (added.indexOf(file) >= 0) continue;
        added.push(file);
        current.addPreload(`/${file}`);
      }
    }
  } catch {
    // the entry loads what it needs anyway
  }
  return added;
}

/**
 * The table as a file of the build's root (vite.config.ts writes it next to index.html): the server reads
 * it to put the same links in the page it sends (server/http/spaPage.ts), so a first visit needs no script
 * to find them. The service worker's copy of the page keeps the head script.
 */
export const FIRST_SCREEN_TABLE_FILE = 'first-screens.json';
export interface ServedFirstScreenTable extends FirstScreenTable {
  /** the head script's address (the page the server fills in goes without it) */
  script: string;
  /**
   * the page-start script's address (src/providers/earlyRequests.ts `pageStartReads`): the server puts
   * its text in the page instead, allowed by its hash (server/http/spaPage.ts); a table an older build
   * wrote has none
   */
  pageStart?: string;
}

/**
 * The cookie of the chosen language (src/providers/store.ts writes it beside react-admin's store): the
 * server cannot read the browser's storage, and without the language it leaves the page to the head script.
 */
export const LOCALE_COOKIE = 'locale';
