/** One request at a time on a screen or dialog: the busy flag its buttons wait on, and its failure toasted. */
import { useState } from 'react';
import { useAppNotify } from '../layout/feedback';

/**
 * `run(work)` is busy while `work` lasts and toasts its failure (after `failed`, which may note it
 * beside a field); `settle` runs either way. Resolves to whether `work` went through.
 */
export function useBusy() {
  const notify = useAppNotify();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, { failed, settle }: { failed?: (err: unknown) => void; settle?: () => void } = {}): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (err) {
      failed?.(err);
      notify.error(err);
      return false;
    } finally {
      settle?.();
      setBusy(false);
    }
  };
  return { busy, run };
}
