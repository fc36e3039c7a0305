/**
 * The till keeps what it must not lose in this browser (the baskets, and the sales waiting to be sent
 * when it sells offline). A browser short of space may evict a site's storage unless the site asked for
 * it to be kept: ask once the till is opened. Chromium answers without asking the user (granted for a
 * site used often, installed or bookmarked); Firefox asks. Resolves with whether the storage is kept.
 */
export async function askPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    // refused or not available here (an insecure origin): the till works the same, at the browser's mercy
    return false;
  }
}
