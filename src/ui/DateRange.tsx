/** The two date fields of a period (reports, histories, payroll): no day in the future, the start not after the end. */
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DateInput } from './DateInput';
import { todayUtc } from '../domain/period';
import { useUrlState } from './urlState';
import { FilterBar } from './FilterBar';


/**
 * A period's two dates (empty unless given) and the fields' props. `inUrl`: the dates live in the address
 * (?after=&before=: a reload or Back from a detail page keeps them); a dialog's period does not.
 */
export function usePeriod(initial: { after: string; before: string } = { after: '', before: '' }, { inUrl = false }: { inUrl?: boolean } = {}) {
  const [local, setLocal] = useState(initial);
  const [url, setUrl] = useUrlState(initial);
  const { after, before } = inUrl ? url : local;
  const set = (changes: Partial<{ after: string; before: string }>) => {
    if (inUrl) setUrl(changes);
    else setLocal((v) => ({ ...v, ...changes }));
  };
  const fields = {
    after,
    before,
    onAfter: (v: string) => set({ after: v }),
    onBefore: (v: string) => set({ before: v }),
  };
  return { after, before, fields };
}

export function DateRangeFields({
  after,
  before,
  onAfter,
  onBefore,
  afterLabel,
  beforeLabel,
  testIds,
}: {
  after: string;
  before: string;
  onAfter: (value: string) => void;
  onBefore: (value: string) => void;
  afterLabel: string;
  beforeLabel: string;
  /** the two fields' testids */
  testIds?: readonly [string, string];
}) {
  return (
    <>
      <DateInput label={afterLabel} value={after} onChange={onAfter} max={before || todayUtc()} testId={testIds?.[0]} />
      <DateInput label={beforeLabel} value={before} onChange={onBefore} min={after || undefined} max={todayUtc()} testId={testIds?.[1]} />
    </>
  );
}

/**
 * A screen's filter bar with a period (`fields`, from usePeriod or usePagedPeriodList): its two dates,
 * labelled {messages}.date_after and {messages}.date_before, before the screen's other filters
 * (`children`), or after them with `periodLast`.
 */
export function PeriodFilterBar({
  fields,
  messages,
  testIds,
  periodLast = false,
  children,
}: {
  fields: { after: string; before: string; onAfter: (value: string) => void; onBefore: (value: string) => void };
  /** the namespace of the dates' labels, e.g. app.cashdesk */
  messages: string;
  testIds?: readonly [string, string];
  periodLast?: boolean;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const period = <DateRangeFields {...fields} afterLabel={translate(`${messages}.date_after`)} beforeLabel={translate(`${messages}.date_before`)} testIds={testIds} />;
  return (
    <FilterBar>
      {!periodLast && period}
      {children}
      {periodLast && period}
    </FilterBar>
  );
}
