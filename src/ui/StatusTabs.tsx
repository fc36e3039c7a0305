/** A list's status kept in the URL (?status=, so it survives a reload), its page, and the tabs that choose it. */
import { Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { usePageFor } from './usePagedPeriod';

/** The status in the URL: one of `statuses`, the first when absent or unknown (the first is sent as no parameter). */
function useStatusParam<S extends string>(statuses: readonly [S, ...S[]], { replace = true }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = statuses.find((s) => s === raw) ?? statuses[0];
  const setStatus = (s: S) => setParams(s === statuses[0] ? {} : { status: s }, { replace });
  return [status, setStatus] as const;
}

/**
 * The status in the URL with the list's page (from 0): the page belongs to its status, so another
 * status (a tab, or the browser's back) starts at its first page.
 */
export function useStatusPage<S extends string>(statuses: readonly [S, ...S[]], options?: { replace?: boolean }) {
  const [status, setStatus] = useStatusParam(statuses, options);
  const [page, setPage] = usePageFor(status);
  return { status, setStatus, page, setPage };
}

export function StatusTabs<S extends string>({
  value,
  onChange,
  tabs,
  ariaLabel,
  scrollable,
}: {
  value: S;
  onChange: (status: S) => void;
  tabs: readonly { value: S; label: string; testId: string }[];
  ariaLabel: string;
  scrollable?: boolean;
}) {
  return (
    <Tabs value={value} onChange={(_, v: S) => onChange(v)} sx={{ mb: 2 }} variant={scrollable ? 'scrollable' : 'standard'} aria-label={ariaLabel}>
      {tabs.map((t) => (
        <Tab key={t.value} value={t.value} label={t.label} data-testid={t.testId} />
      ))}
    </Tabs>
  );
}
