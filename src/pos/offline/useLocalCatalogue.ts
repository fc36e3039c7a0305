/**
 * The till's local catalogue of one place, kept fresh while the server answers: a refresh once the till
 * is drawn (the browser's first idle moment after mounting: a first fill is thousands of products to
 * download, parse and store, which an old till did while drawing the sale screen) and
 * every LOCAL_CATALOGUE_REFRESH_MS while the tab is visible (and at once when it becomes visible
 * again). One tab refreshes at a time (a Web Lock per place where the browser has them; the others
 * skip their turn); every tab re-reads the status when any of them finishes (BroadcastChannel).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { whenIdle } from '../../providers/idle';
import { localCatalogueName, openLocalCatalogue, refreshLocalCatalogue } from './localCatalogue';
import type { LocalCatalogue, LocalCatalogueStatus } from './types';

/** SPEC.md 9's refresh of the till's place data: 30 s. */
export const LOCAL_CATALOGUE_REFRESH_MS = 30_000;

export interface UseLocalCatalogue {
  /** reads of the local copy (work without the server) */
  catalogue: LocalCatalogue | null;
  /** null until first read from IndexedDB */
  status: LocalCatalogueStatus | null;
  /** the last refresh failed (the server did not answer): the copy is as of status.refreshedAt */
  error: unknown;
  /** refresh now (e.g. after the server answers again); resolves when done or skipped */
  refresh: () => Promise<void>;
}

export function useLocalCatalogue(placeId: number | null | undefined): UseLocalCatalogue {
  const dataProvider = useDataProvider<AppDataProvider>();
  const catalogue = useMemo(() => (placeId ? openLocalCatalogue(placeId) : null), [placeId]);
  const [status, setStatus] = useState<LocalCatalogueStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);

  const readStatus = useCallback(async () => {
    if (!catalogue) return;
    try {
      setStatus(await catalogue.status());
    } catch (e) {
      // IndexedDB refused (private mode, storage full): the till works online only
      setError(e);
    }
  }, [catalogue]);

  const refresh = useCallback(async () => {
    if (!placeId || running.current || typeof indexedDB === 'undefined') return;
    running.current = true;
    const work = async () => {
      try {
        await refreshLocalCatalogue(placeId, (q) => dataProvider.tillCatalogue(q), {
          onProgress: (stored, total) => setStatus((s) => (s ? { ...s, refreshing: true, progress: total ? Math.min(1, stored / total) : s.progress } : s)),
        });
        setError(null);
      } catch (e) {
        setError(e);
      } finally {
        await readStatus();
        const channel = channelOf(placeId);
        channel?.postMessage('refreshed');
        channel?.close();
      }
    };
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(localCatalogueName(placeId), { ifAvailable: true }, async (lock) => (lock ? work() : undefined));
      else await work();
    } finally {
      running.current = false;
    }
  }, [placeId, dataProvider, readStatus]);

  useEffect(() => {
    if (!placeId) return;
    void readStatus();
    const first = whenIdle(() => void refresh(), FIRST_REFRESH_WAIT_MS, 0);
    const tick = () => {
      if (typeof document === 'undefined' || document.visibilityState === 'visible') void refresh();
    };
    const timer = setInterval(tick, LOCAL_CATALOGUE_REFRESH_MS);
    const onVisible = () => tick();
    document.addEventListener('visibilitychange', onVisible);
    const channel = channelOf(placeId);
    if (channel) channel.onmessage = () => void readStatus();
    return () => {
      first();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  }, [placeId, refresh, readStatus]);

  return { catalogue, status, error, refresh };
}

/** the longest the first refresh waits for an idle moment (a till kept busy still gets its catalogue) */
const FIRST_REFRESH_WAIT_MS = 2_000;

function channelOf(placeId: number): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(localCatalogueName(placeId));
}
