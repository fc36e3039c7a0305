import { QueryClient } from '@tanstack/react-query';

/**
 * Whether a failed read is asked again: a refusal (4xx: not found, not allowed, a bad id) never is, as
 * asking again gets the same answer: react-query's three retries showed a spinner for about seven seconds
 * before 'not found'. No answer at all (network_error, status 0), a timeout, 429 and 5xx are retried as
 * before, three times.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failures < 3;
}

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
