/** A screen's data loaded by one call, again whenever the call changes, and on `reload`. */
import { useCallback, useEffect, useState } from 'react';

/**
 * `fetch` must keep its identity between renders (useCallback over what it reads): it runs on mount
 * and whenever it changes. `data` is null until the first answer; `failed` is the error of a failed
 * load (the screen then says so instead of the data).
 */
export function useLoad<T>(fetch: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const reload = useCallback(async () => {
    try {
      setData(await fetch());
    } catch (err) {
      setFailed(err);
    }
  }, [fetch]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, failed, reload };
}
