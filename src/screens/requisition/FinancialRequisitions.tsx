/**
 * /financial-requisitions (admin and manager): requisitions for money with applicant,
 * currency, amount, comment and status, filtered by status and paged by 10. Anyone of the screen asks
 * (a FormDialog validated by the contract); the admin approves (after a confirm: paid out of the company
 * balance, one Idempotency-Key per click series) or rejects a pending one.
 */
import { useIdempotencyKey } from '../../providers/idempotency';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { TableCell, TableRow } from '@mui/material';
import { financialRequisitionBody } from '../../domain/requisition/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCan } from '../../providers/useCan';
import { useAppNotify } from '../../layout/feedback';
import { amountValue } from '../../ui/AmountField';
import { AmountInput } from '../../ui/AmountInput';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormDialog } from '../../ui/FormDialog';
import { formatAmount, formatDateTime, useCompany, MoneyCell } from '../../ui/moneyUi';
import { RoutePage } from '../../ui/Page';
import type { RouteDef } from '../../domain/routes';
import { RequisitionStatusChip, RequisitionTable, StatusFilter, useRequisitionPages } from './requisitionUi';
import { AddButton } from '../../ui/AddButton';
import { HeadCells } from '../../ui/CardTable';
import { FilterBar } from '../../ui/FilterBar';

const T = 'app.financial_requisitions';

interface Values {
  currency: number | '';
  amount: string;
  comment: string;
}

export function FinancialRequisitions({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useAppNotify();
  const canDecide = useCan('financialRequisition.approve');
  const { currencies, baseCurrencyId } = useCompany();
  const [adding, setAdding] = useState(false);
  const createKey = useIdempotencyKey();
  const pages = useRequisitionPages('financial_requisitions', dataProvider.listFinancialRequisitions);
  const { status, filter, rows } = pages;
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['financial_requisitions'] });
  return (
    <RoutePage
      route={route}
      screen="financial_requisitions"
      actions={
        <AddButton label={translate(`${T}.add`)} onClick={() => setAdding(true)} testId="fin-req-add" />
      }
    >
      <FilterBar>
        <StatusFilter value={status} onChange={filter} testId="fin-req-status" />
      </FilterBar>
      <RequisitionTable
        pages={pages}
        empty={translate(`${T}.empty`)}
        testId="fin-req-table"
        head={<HeadCells columns={[`${T}.created_at`, `${T}.applicant`, { label: `${T}.amount`, align: 'right' }, `${T}.comment`, `${T}.status`, canDecide && {}]} />}
      >
        {rows.map((r) => (
          <TableRow key={r.id} data-testid={`fin-req-row-${r.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(String(r.created_at))}</TableCell>
            <TableCell>{r.applicant.name}</TableCell>
            <MoneyCell value={r.amount} currency={r.currency.name} />
            <TableCell>{r.comment}</TableCell>
            <TableCell>
              <RequisitionStatusChip status={r.status} testId={`fin-req-status-${r.id}`} />
            </TableCell>
            {canDecide && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {r.status === 'pending' && (
                  <>
                    <ConfirmButton
                      size="small"
                      variant="contained"
                      color="success"
                      label={translate(`${T}.approve`)}
                      question={translate(`${T}.approve_content`, { amount: formatAmount(r.amount), currency: r.currency.name, name: r.applicant.name })}
                      action={(key) => dataProvider.decideFinancialRequisition(r.id, 'approve', key)}
                      reload={reload}
                      success={`${T}.approved`}
                      testId={`fin-req-approve-${r.id}`}
                    />{' '}
                    <ConfirmButton
                      size="small"
                      color="error"
                      label={translate(`${T}.reject`)}
                      question={translate(`${T}.reject_content`, { name: r.applicant.name })}
                      action={(key) => dataProvider.decideFinancialRequisition(r.id, 'reject', key)}
                      reload={reload}
                      success={`${T}.rejected`}
                      testId={`fin-req-reject-${r.id}`}
                    />
                  </>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </RequisitionTable>
      <FormDialog<Values>
        open={adding}
        title={translate(`${T}.add`)}
        schema={financialRequisitionBody}
        defaultValues={{ currency: baseCurrencyId ?? '', amount: '', comment: '' }}
        onSubmit={async (values) => {
          // one key per opened form: a double click or a retry after a network error creates one requisition
          await dataProvider.createFinancialRequisition({ currency: Number(values.currency), amount: amountValue(values.amount) ?? values.amount, comment: values.comment }, createKey.key);
          notify.success(`${T}.created`);
          createKey.renew();
          setAdding(false);
          reload();
        }}
        onClose={() => setAdding(false)}
        testId="fin-req-form"
      >
        <SelectInput source="currency" label={`${T}.currency`} choices={currencies.map((c) => ({ id: c.id, name: c.name }))} helperText={false} data-testid="fin-req-currency" />
        <AmountInput source="amount" label={`${T}.amount`} testId="fin-req-amount" />
        <TextInput source="comment" label={`${T}.comment`} multiline helperText={false} data-testid="fin-req-comment" />
      </FormDialog>
    </RoutePage>
  );
}

export default FinancialRequisitions;
