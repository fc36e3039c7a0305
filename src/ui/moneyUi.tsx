import { useCallback, useMemo, type ReactNode } from 'react';
import { useAuthProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Box, Chip, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, type TableCellProps, type TextFieldProps } from '@mui/material';
import { money } from '../domain/money';
import type { AppAuthProvider, AuthInfo } from '../providers/authProvider';
import type { Identity } from '../providers/session';
import type { CurrencyRef } from '../domain/company/types';
import type { BalanceEntry } from '../domain/wallet/types';
import { HeadCells } from './CardTable';
import { formatAmount } from './amountFormat';

export { formatAmount };

/** An amount with its currency as plain text ("12 500.00 UZS"), where an element cannot go (a receipt row, a message). */
export const moneyLabel = (amount: string | number | null | undefined, currency: string) => (currency ? `${formatAmount(amount)} ${currency}` : formatAmount(amount));

/**
 * An amount with its currency, always together ("12 500.00 UZS"): every price, cost and balance on a
 * screen is shown through this, so no amount appears without the currency it is in.
 */
export function MoneyText({ value, currency, testId }: { value: string | number | null | undefined; currency: string | null | undefined; testId?: string }) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
      {formatAmount(value)}
      {currency ? `\u00a0${currency}` : ''}
    </Box>
  );
}

/** A table's money column: the amount with its currency, right-aligned (other cell props pass through). */
export function MoneyCell({ value, currency, testId, ...cell }: { value: string | number | null | undefined; currency: string | null | undefined; testId?: string } & Omit<TableCellProps, 'children' | 'align'>) {
  return (
    <TableCell align="right" {...cell}>
      <MoneyText value={value} currency={currency} testId={testId} />
    </TableCell>
  );
}

/** A table of rates edited in place (the company's, a place type's): currency, rate, actions; children are the rows. */
export function RateTable({ testId, stickyHeader, children }: { testId?: string; stickyHeader?: boolean; children: ReactNode }) {
  return (
    <Table size="small" stickyHeader={stickyHeader} data-testid={testId}>
      <TableHead>
        <TableRow>
          <HeadCells columns={['app.money.common.currency', 'app.money.common.rate', { label: 'app.money.common.actions', align: 'right' }]} />
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A single-select of currencies (ids). */
export function CurrencySelect({
  currencies,
  value,
  onChange,
  label,
  testId,
  disabled,
  size = 'small',
  sx,
  helperText,
  fullWidth = false,
}: {
  currencies: readonly CurrencyRef[];
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  testId?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: TextFieldProps['sx'];
  helperText?: ReactNode;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth={fullWidth}
      size={size}
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minWidth: 160, ...sx }}
      helperText={helperText}
      slotProps={{ select: { inputProps: { 'data-testid': testId } } }}
    >
      {currencies.map((c) => (
        <MenuItem key={c.id} value={c.id} data-testid={testId ? `${testId}-option-${c.name}` : undefined}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Balance entries as chips ("5 000.00 USD": the amount, then its currency, as everywhere). */
export function BalanceChips({ entries, testId, emptyText }: { entries: readonly BalanceEntry[] | undefined; testId?: string; emptyText?: string }) {
  const translate = useTranslate();
  if (!entries?.length) return <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{emptyText ?? translate('app.money.common.no_balance')}</Box>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={testId}>
      {entries.map((b) => (
        <Chip
          key={b.currency.id}
          variant="outlined"
          label={moneyLabel(b.amount, b.currency.name)}
          data-testid={testId ? `${testId}-${b.currency.name}` : undefined}
        />
      ))}
    </Box>
  );
}

export interface CompanyCurrency extends CurrencyRef {
  /** the company currency row id (for PATCH /company/v1/currency_rate/{id}/) */
  companyCurrencyId: number;
  rate: string;
  is_base: boolean;
  is_national: boolean;
}

/** The company of the signed-in user (auth info): currencies with rates, base and national; refresh() reloads it. */
/** The place type names the product itself creates (create-admin, the demo data). */
export const DEFAULT_PLACE_TYPE_NAMES = ['Shop', 'Warehouse', 'Wholesale'] as const;

/**
 * How a place type's name reads: the product's own default names in the interface's language, any
 * other name (the owner's) as it was written.
 */
export function usePlaceTypeName(): (name: string | null | undefined) => string {
  const translate = useTranslate();
  return useCallback(
    (name) => ((DEFAULT_PLACE_TYPE_NAMES as readonly string[]).includes(name ?? '') ? translate(`app.money.place_types.default_names.${name}`) : (name ?? '')),
    [translate],
  );
}

export function useCompany() {
  const { identity, isPending, refetch } = useGetIdentity();
  const authProvider = useAuthProvider() as AppAuthProvider | undefined;
  const company = ((identity as unknown as Identity | undefined)?.company ?? null) as AuthInfo['company'];
  const currencies: CompanyCurrency[] = useMemo(
    () =>
      (company?.currencies ?? []).map((c) => ({
        id: c.currency.id,
        name: c.currency.name,
        companyCurrencyId: c.id,
        rate: normalizeRate(c.rate),
        is_base: c.is_base,
        is_national: c.is_national,
      })),
    [company],
  );
  const refresh = useCallback(async () => {
    await authProvider?.refreshAuthInfo?.();
    await refetch();
  }, [authProvider, refetch]);
  return {
    company,
    currencies,
    baseCurrencyId: company?.baseCurrency?.id ?? null,
    /** prices and costs of the catalogue are kept in the base currency */
    baseCurrencyName: company?.baseCurrency?.name ?? '',
    nationalCurrencyId: company?.nationalCurrency?.id ?? null,
    isPending,
    refresh,
  };
}

/** dd.MM.yyyy HH:mm (ARCHITECTURE.md section 5). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}.${p(d.getMonth() + 1)}.${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A rate as people write it ("12650.000000" -> "12650", "92.500000" -> "92.5"). */
export function normalizeRate(rate: string | null | undefined): string {
  try {
    return money(rate ?? '').toString();
  } catch {
    return String(rate ?? '');
  }
}
