/**
 * Work for the browser's next idle moment (at the latest after `timeoutMs`), or after `fallbackMs` where
 * the browser has no requestIdleCallback. Answers a cancel.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallbackMs);
  return () => clearTimeout(id);
}
