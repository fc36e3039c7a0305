/** A screen's data loaded by one call, again whenever the call changes, and on `reload`. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppNotify } from '../layout/feedback';

/**
 * `fetch` must keep its identity between renders (useCallback over what it reads): it runs on mount
 * and whenever it changes. `data` is null until the first answer; `failed` is the error of a first load
 * that failed (the screen then says why instead of the data). A reload that fails once the screen has
 * its data (after an action that itself succeeded) keeps what the screen shows and says so in a toast:
 * the screen never turns into an error because a refresh did not get through. A reload that succeeds
 * clears an earlier failure. When `fetch` changes (another record), its failure is a first load's: the
 * screen does not go on showing the other record.
 */
export function useLoad<T>(fetch: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; failed: unknown }>({ data: null, failed: null });
  // the call whose data the screen shows: a failed load of another one (the next order, say) is a first load
  const loadedBy = useRef<unknown>(null);
  const notify = useAppNotify();
  const reload = useCallback(async () => {
    try {
      const data = await fetch();
      loadedBy.current = fetch;
      setState({ data, failed: null });
    } catch (err) {
      if (loadedBy.current === fetch) notify.error(err);
      else setState({ data: null, failed: err });
    }
  }, [fetch, notify]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data: state.data, failed: state.failed, reload };
}
