/**
 * A table of sales (the sale history, a customer's purchases, a cash desk's day): each row links to its
 * sale. With `pager` the rows are one page of a longer list, and a pager under them turns the pages.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { SaleDto } from '../domain/sale/contract';
import { MoneyCell } from './moneyUi';
import { CardTable, RecordLink, type DocumentTableProps } from './CardTable';
import { createdColumn } from './tableColumns';

/** A sale's status: active, success (counted by a confirmed cash desk, or checked in a closed one), or canceled. */
export function SaleStatusChip({ status, testId }: { status: SaleDto['status']; testId?: string }) {
  const translate = useTranslate();
  const label = { active: 'app.sale.status_active', success: 'app.sale.status_success', canceled: 'app.check.status_canceled' }[status];
  return <Chip size="small" color={status === 'canceled' ? 'default' : status === 'success' ? 'primary' : 'success'} label={translate(label)} data-testid={testId} />;
}

export function SalesTable<S extends Omit<SaleDto, 'sell_products'>>({
  sales,
  showSeller = true,
  action,
  ...table
}: DocumentTableProps & { sales: readonly S[]; showSeller?: boolean; /** a last cell per sale (a button) */ action?: (sale: S) => ReactNode }) {
  const translate = useTranslate();
  return (
    <CardTable
      {...table}
      rows={sales}
      columns={[
        { text: '#', cell: (s) => <RecordLink to={`/sale/${s.id}`} label={translate('app.sale.open', { id: s.id })}>{s.id}</RecordLink> },
        createdColumn('app.sale.check_date'),
        { label: 'app.sale.check_place', cell: (s) => s.place.name },
        showSeller && { label: 'app.sale.check_seller', cell: (s) => s.seller.name },
        { label: 'app.sale.col_quantity', align: 'right', cell: (s) => s.quantity },
        // the total as the customer was told it: in the currency the sale was priced in at the till
        { label: 'app.sale.sum', align: 'right', td: (s) => <MoneyCell value={s.total_cost_with_extra_service.amount} currency={s.total_cost_with_extra_service.currency.name} /> },
        { cell: (s) => <SaleStatusChip status={s.status} testId={`sale-status-${s.id}`} /> },
        !!action && { cell: action },
      ]}
    />
  );
}
