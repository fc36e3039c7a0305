/**
 * A customer's debts and bookings tabs (SPEC.md 3 'Customer': debts, old debt, bookings).
 * Debts: every sale on credit with its coverage and coverage history; cover one (money paid at one of
 * the employee's places, in one of its currencies; paid above the debt comes back as change); the old
 * debt, covered never above it (Send disabled above it), with its coverage history. Bookings: the customer's bookings, each linking to its page. Wallets:
 * the balance per currency with its journal.
 */
import { Fragment, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, Collapse, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { CustomerDto, DebtDto } from '../../domain/customer/contract';
import { oldDebtCover, oldDebtCoverMax } from '../../domain/customer/debtCover';
import { money } from '../../domain/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCan } from '../../providers/useCan';
import { errorText, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { BalanceChips, formatDateTime, MoneyCell, moneyLabel } from '../../ui/moneyUi';
import { MovementsTable } from '../../ui/MovementsTable';
import { PayDialog } from '../../ui/PayDialog';
import { PlaceSelect } from '../../ui/PlaceSelect';
import { CardTable, CollapseRow, QueryState, HeadCells, HeadTable } from '../../ui/CardTable';
import { usePaging } from '../../ui/usePaging';
import { BOOKING_PAGE_SIZE, BookingsTable } from '../../ui/BookingsTable';
import { usePlacePricing } from '../../pos/usePlacePricing';

type Covering = { debt: DebtDto | null } | null;

export function CustomerDebts({ customer }: { customer: CustomerDto }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canCover = useCan('customer.debt.cover');
  const [covering, setCovering] = useState<Covering>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [oldHistory, setOldHistory] = useState(false);
  const debts = useQuery({ queryKey: ['customers', 'debts', customer.id, 'all'], queryFn: () => dataProvider.customerDebts(customer.id, true) });
  const currency = customer.debt_currency?.name ?? '';
  if (debts.isPending) return <Loading />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'center' }}>
            <Typography data-testid="customer-total-debt" sx={{ fontWeight: 600 }}>
              {translate('app.bookings.total_debt', { amount: moneyLabel(customer.total_debt, currency) })}
            </Typography>
            <Typography data-testid="customer-old-debt">{translate('app.bookings.old_debt', { amount: moneyLabel(customer.old_debt, currency) })}</Typography>
            {canCover && money(customer.old_debt).gt(0) && (
              <Button variant="outlined" onClick={() => setCovering({ debt: null })} data-testid="cover-old-debt">
                {translate('app.bookings.cover_old_debt')}
              </Button>
            )}
            <Button size="small" onClick={() => setOldHistory(!oldHistory)} aria-expanded={oldHistory} data-testid="old-debt-history-toggle">
              {translate('app.bookings.history')}
            </Button>
          </Stack>
          {/* the old debt's coverage history (GET {id}/old_debt_coverage_history/) */}
          <Collapse in={oldHistory} unmountOnExit>
            <Box data-testid="old-debt-history">
              <CoverageHistory customerId={customer.id} debtId={null} />
            </Box>
          </Collapse>
        </CardContent>
      </Card>
      <QueryState query={debts} empty={translate('app.bookings.no_debts')} />
      {debts.data && debts.data.length > 0 && (
        <CardTable
          testId="customer-debts"
          head={
            <HeadCells
              columns={[
                'app.bookings.col_date', 'app.bookings.col_sale', { label: 'app.bookings.col_debt', align: 'right' }, { label: 'app.bookings.col_covered', align: 'right' },
                { label: 'app.bookings.col_left', align: 'right' }, {},
              ]}
            />
          }
        >
          {debts.data.map((d) => (
            <Fragment key={d.id}>
              <TableRow>
                <TableCell>{formatDateTime(String(d.created_at))}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/sale/${d.sell.id}`}>
                    #{d.sell.id}
                  </Link>{' '}
                  · {d.sell.place.name}
                  {d.status === 'canceled' && <Chip size="small" sx={{ ml: 1 }} label={translate('app.sale.status_rejected')} />}
                </TableCell>
                <MoneyCell value={d.total_debt} currency={d.currency.name} />
                <MoneyCell value={d.debt_coverage} currency={d.currency.name} />
                <MoneyCell value={d.remaining} currency={d.currency.name} data-testid={`debt-left-${d.id}`} />
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setOpen(open === d.id ? null : d.id)} aria-expanded={open === d.id}>
                    {translate('app.bookings.history')}
                  </Button>
                  {canCover && d.status === 'open' && money(d.remaining).gt(0) && (
                    <Button size="small" variant="contained" onClick={() => setCovering({ debt: d })} data-testid={`debt-cover-${d.id}`}>
                      {translate('app.bookings.cover')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
              <CollapseRow open={open === d.id} colSpan={6}>
                <CoverageHistory customerId={customer.id} debtId={d.id} />
              </CollapseRow>
            </Fragment>
          ))}
        </CardTable>
      )}
      {covering && <CoverDialog customer={customer} debt={covering.debt} onClose={() => setCovering(null)} />}
    </Stack>
  );
}

function CoverageHistory({ customerId, debtId }: { customerId: number; debtId: number | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const history = useQuery({ queryKey: ['customers', 'coverage', customerId, debtId], queryFn: () => dataProvider.coverageHistory(customerId, debtId) });
  if (history.isPending) return <Loading />;
  if (!history.data?.length) return <Box sx={{ p: 1, color: 'text.secondary' }}>{translate('app.bookings.no_history')}</Box>;
  return (
    <HeadTable
      ariaLabel={translate('app.bookings.history')}
      head={
        <HeadCells
          columns={[
            'app.bookings.col_date', 'app.bookings.place', { label: 'app.bookings.col_paid', align: 'right' }, { label: 'app.bookings.col_covered', align: 'right' },
            { label: 'app.bookings.col_change', align: 'right' },
          ]}
        />
      }
    >
      {history.data.map((h) => (
        <TableRow key={h.id}>
          <TableCell>{formatDateTime(String(h.created_at))}</TableCell>
          <TableCell>{h.place.name}</TableCell>
          <MoneyCell value={h.amount} currency={h.currency.name} />
          <TableCell align="right">{h.covered}</TableCell>
          <MoneyCell value={h.change} currency={h.currency.name} />
        </TableRow>
      ))}
    </HeadTable>
  );
}

/** Cover a debt (or the old debt, debt null) with money paid at one of the employee's places. */
function CoverDialog({ customer, debt, onClose }: { customer: CustomerDto; debt: DebtDto | null; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const places = useQuery({ queryKey: ['pos', 'myPlaces'], queryFn: () => dataProvider.myPlaces(), staleTime: 60_000 });
  const [placeId, setPlaceId] = useState<number | null>(null);
  const place = placeId ?? places.data?.[0]?.id ?? null;
  // the place's currencies are asked for once the place is known (never for a place 0)
  if (!place) return null;
  return <CoverDialogAt customer={customer} debt={debt} onClose={onClose} place={place} places={places.data ?? []} onPlace={setPlaceId} />;
}

function CoverDialogAt({
  customer,
  debt,
  onClose,
  place,
  places,
  onPlace,
}: {
  customer: CustomerDto;
  debt: DebtDto | null;
  onClose: () => void;
  place: number;
  places: { id: number; name: string }[];
  onPlace: (id: number) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const queryClient = useQueryClient();
  const pricing = usePlacePricing(place);
  const owed = debt ? debt.remaining : customer.old_debt;
  if (!pricing.currencies.length) return null;
  return (
    <PayDialog
      key={place}
      open
      title={`${translate(debt ? 'app.bookings.cover_title' : 'app.bookings.cover_old_debt')} · ${moneyLabel(owed, customer.debt_currency?.name ?? '')}`}
      currencies={pricing.currencies}
      initial={{ amount: '', currency: pricing.defaultCurrencyId ?? pricing.currencies[0].id }}
      // SPEC.md 5: the old-debt cover amount must not exceed the old debt (the server applies the same rule)
      hint={debt ? undefined : (c) => translate('app.bookings.old_debt_max', { amount: moneyLabel(oldDebtCoverMax(c.rate, owed), c.name) })}
      canSubmit={(amount, c) => amount !== null && (debt !== null || !oldDebtCover(amount, c.rate, owed).exceeds)}
      onClose={onClose}
      onSubmit={async (amount, currency, key) => {
        try {
          await dataProvider.coverDebt(customer.id, debt?.id ?? null, { debt_coverage: amount!, currency, place }, key);
          toast.success('app.bookings.covered', { amount: moneyLabel(amount, pricing.currencies.find((c) => c.id === currency)?.name ?? '') });
          await queryClient.invalidateQueries({ queryKey: ['customers'] });
          onClose();
        } catch (err) {
          toast.error(err);
        }
      }}
      testId="cover-dialog"
    >
      <PlaceSelect label={translate('app.bookings.place')} value={place} onChange={onPlace} places={places} testId="cover-place" />
    </PayDialog>
  );
}

export function CustomerBookings({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['bookings', 'customer', customerId, page],
    queryFn: () => dataProvider.listBookings({ customer: customerId, offset: page * BOOKING_PAGE_SIZE, limit: BOOKING_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <Loading />;
  if (list.error) return <Alert severity="error">{errorText(translate, list.error)}</Alert>;
  if (!list.data.results.length) return <Alert severity="info">{translate('app.bookings.none')}</Alert>;
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <BookingsTable bookings={list.data.results} testId="customer-bookings" showCustomer={false} pager={{ count: list.data.count, page, onPage: setPage }} />
    </Box>
  );
}

/** The customer's wallets (SPEC.md 7 customer_wallets): the balance per currency and its journal. */
export function CustomerWallets({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { page, perPage, paged } = usePaging();
  const wallets = useQuery({
    queryKey: ['customers', 'wallets', customerId, page, perPage],
    queryFn: () => dataProvider.customerWallets(customerId, { offset: page * perPage, limit: perPage }),
    placeholderData: keepPreviousData,
  });
  if (wallets.isPending) return <Loading />;
  if (wallets.error) return <Alert severity="error">{errorText(translate, wallets.error)}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Card>
        <CardContent>
          <BalanceChips entries={wallets.data.balance.map((b) => ({ ...b, id: b.currency.id }))} testId="customer-wallets-balance" />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <MovementsTable movements={wallets.data.movements} {...paged} testId="customer-wallets" />
        </CardContent>
      </Card>
    </Stack>
  );
}
