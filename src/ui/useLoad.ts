/** A screen's data loaded by one call, again whenever the call changes, and on `reload`. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppNotify } from '../layout/feedback';

/**
 * `fetch` must keep its identity between renders (useCallback over what it reads): it runs on mount
 * and whenever it changes. `data` is null until the first answer; `failed` is the error of a first load
 * that failed (the screen then says why instead of the data). A reload that fails once the screen has
 * its data (after an action that itself succeeded) keeps what the screen shows and says so in a toast:
 * the screen never turns into an error because a refresh did not get through. A reload that succeeds
 * clears an earlier failure.
 */
export function useLoad<T>(fetch: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; failed: unknown }>({ data: null, failed: null });
  const loaded = useRef(false);
  const notify = useAppNotify();
  const reload = useCallback(async () => {
    try {
      const data = await fetch();
      loaded.current = true;
      setState({ data, failed: null });
    } catch (err) {
      if (loaded.current) notify.error(err);
      else setState({ data: null, failed: err });
    }
  }, [fetch, notify]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data: state.data, failed: state.failed, reload };
}
