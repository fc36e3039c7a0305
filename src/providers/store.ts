import { localStorageStore, type Store } from 'react-admin';

const KEPT_OVER_LOGOUT = ['locale', 'sidebar.open'];
const baseStore = localStorageStore(undefined, 'RetailPOS');

/**
 * react-admin's store (localStorage). react-admin resets it on logout; the language and the sidebar state
 * belong to the browser, not the user. Read before React renders too: the language to start in
 * (src/boot.ts, src/main.tsx).
 */
export const store: Store = {
  ...baseStore,
  reset() {
    const kept = KEPT_OVER_LOGOUT.map((key) => [key, baseStore.getItem(key)] as const);
    baseStore.reset();
    for (const [key, value] of kept) if (value !== undefined) baseStore.setItem(key, value);
  },
};

/** The language the user chose last in this browser (react-admin's 'locale'), if any. */
export const storedLocale = (): string | undefined => {
  const locale: unknown = store.getItem('locale');
  return typeof locale === 'string' ? locale : undefined;
};
