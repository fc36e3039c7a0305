/**
 * /management/payroll (admin): a period and places, Calculate shows for each employee the days
 * worked, the fee, the percent of their sales and the total in the salary currency (nothing is paid);
 * Pay on a row asks first, then pays that row's total from the company balance or the chosen wallet
 * (one Idempotency-Key per click series). A row already paid for an overlapping period cannot be paid.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Alert, Box, Button, Chip, MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import type { SalaryCalculateInput } from '../../domain/payroll/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePlaces } from '../../providers/usePlaces';
import { CardTable, QueryState, HeadCells } from '../../ui/CardTable';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatAmount, MoneyCell } from '../../ui/moneyUi';
import { RoutePage } from '../../ui/Page';
import type { RouteDef } from '../../domain/routes';
import { DateRangeFields, usePeriod } from '../../ui/DateRange';
import { FilterBar } from '../../ui/FilterBar';
import { canPay, lastWeek } from './payrollModel';
import { PayrollSwitch } from './PayrollSwitch';
import { requiredPeriodProblem } from '../../domain/period';
import { RefusalAlert } from '../../ui/PagedCardTable';

export function Payroll({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { all } = usePlaces();
  const wallets = useGetList('wallets', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const initial = lastWeek();
  const { after, before, fields } = usePeriod({ after: initial.date_after, before: initial.date_before });
  const [places, setPlaces] = useState<number[]>([]);
  const [wallet, setWallet] = useState('');
  /** the period of the table shown (set by Calculate) */
  const [asked, setAsked] = useState<SalaryCalculateInput | null>(null);
  const problem = requiredPeriodProblem(after, before);
  const result = useQuery({
    queryKey: ['payroll', 'calculate', asked],
    queryFn: () => dataProvider.calculateSalaries(asked!),
    enabled: !!asked,
  });
  const rows = result.data ?? [];
  return (
    <RoutePage
      route={route}
      screen="payroll"
      actions={<PayrollSwitch to="history" />}
    >
      <FilterBar
        component="form"
        alignItems="flex-start"
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) setAsked({ date_after: after, date_before: before, ...(places.length ? { places } : {}) });
        }}
      >
        <DateRangeFields
          {...fields}
          afterLabel={translate('app.payroll.date_after')}
          beforeLabel={translate('app.payroll.date_before')}
          testIds={['payroll-date-after', 'payroll-date-before']}
        />
        <TextField
          select
          size="small"
          label={translate('app.payroll.places')}
          value={places}
          onChange={(e) => setPlaces((e.target.value as unknown as (number | string)[]).map(Number))}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (v) => ((v as number[]).length ? all.filter((p) => (v as number[]).includes(p.id)).map((p) => p.name).join(', ') : translate('app.payroll.all_places')),
              SelectDisplayProps: { 'data-testid': 'payroll-places' } as never,
            },
            inputLabel: { shrink: true },
          }}
          sx={{ minWidth: 220 }}
        >
          {all.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('app.payroll.pay_from')}
          value={wallet}
          onChange={(e) => setWallet(e.target.value)}
          slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'payroll-pay-from' } as never }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate('app.payroll.company_balance')}</MenuItem>
          {(wallets.data ?? []).map((w) => (
            <MenuItem key={w.id} value={String(w.id)}>
              {String(w.name)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!!problem} data-testid="payroll-calculate">
          {translate('app.payroll.calculate')}
        </Button>
      </FilterBar>
      {problem && problem !== 'required' && <RefusalAlert code={problem} />}
      {!asked && <Alert severity="info">{translate('app.payroll.choose_period')}</Alert>}
      <QueryState query={result} empty={translate('app.payroll.empty')} pending={!!asked && result.isPending} />
      {rows.length > 0 && asked && (
        <CardTable
          testId="payroll-table"
          head={
            <HeadCells
              columns={[
                'app.payroll.employee', { label: 'app.payroll.days', align: 'right' }, { label: 'app.payroll.rate', align: 'right' }, { label: 'app.payroll.salary', align: 'right' },
                { label: 'app.payroll.sales_amount', align: 'right' }, { label: 'app.payroll.sell_percent', align: 'right' }, { label: 'app.payroll.sell_percent_amount', align: 'right' },
                { label: 'app.payroll.total', align: 'right' }, {},
              ]}
            />
          }
        >
          {rows.map((r) => (
            <TableRow key={r.employee.id} data-testid={`payroll-row-${r.employee.id}`}>
              <TableCell>
                {r.employee.name || r.employee.username}
                {r.employee.position && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}>
                    {r.employee.position}
                  </Box>
                )}
              </TableCell>
              <TableCell align="right">{r.days}</TableCell>
              <MoneyCell value={r.rate} currency={r.currency.name} />
              <MoneyCell value={r.salary} currency={r.currency.name} />
              <MoneyCell value={r.sales_amount} currency={r.currency.name} />
              <TableCell align="right">{r.sell_percent}</TableCell>
              <MoneyCell value={r.sell_percent_amount} currency={r.currency.name} />
              <MoneyCell value={r.total} currency={r.currency.name} testId={`payroll-total-${r.employee.id}`} sx={{ fontWeight: 600 }} />
              <TableCell align="right">
                {r.paid ? (
                  <Chip size="small" color="success" label={translate('app.payroll.paid')} data-testid={`payroll-paid-${r.employee.id}`} />
                ) : (
                  <ConfirmButton
                    size="small"
                    variant="contained"
                    disabled={!canPay(r)}
                    label={translate('app.payroll.pay')}
                    question={translate('app.payroll.pay_content', { total: formatAmount(r.total), currency: r.currency.name, name: r.employee.name || r.employee.username, after: asked.date_after, before: asked.date_before })}
                    action={(key) => dataProvider.paySalary({ employee: r.employee.id, ...asked, ...(wallet ? { wallet: Number(wallet) } : {}) }, key)}
                    reload={() => queryClient.invalidateQueries({ queryKey: ['payroll'] })}
                    success={translate('app.payroll.paid_done', { name: r.employee.name || r.employee.username })}
                    testId={`payroll-pay-${r.employee.id}`}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </CardTable>
      )}
    </RoutePage>
  );
}

export default Payroll;
