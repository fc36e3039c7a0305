/**
 * /management/customers/edit/{id} (and /info, which the reports link to): a customer's page. Info: the
 * fields (PATCH). Balance (approved customers only: 'Available only for approved customers'): the
 * balance per currency and replenish / withdraw (one Idempotency-Key per user action). The admin
 * approves or rejects; delete is refused while the customer holds money or owes.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Form, TextInput, Title, useDataProvider, useTranslate, useUpdate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, Tab, TableCell, TableRow, Tabs, TextField, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { CustomerDto } from '../../domain/customer/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdempotencyKey } from '../../providers/idempotency';
import { useCan } from '../../providers/useCan';
import { errorText, useAppNotify } from '../../layout/feedback';
import { PageError } from '../../ui/Page';
import { useBusy } from '../../ui/useBusy';
import { Loading } from '../../layout/RouteGuard';
import { AmountField, POSITIVE_MONEY_RULE, amountValue } from '../../ui/AmountField';
import { FormDialog, SaveButton, submissionErrors } from '../../ui/FormDialog';
import { consigneeBody } from '../../domain/customer/contract';
import { CurrencySelect, MoneyText } from '../../ui/moneyUi';
import { SalesTable } from '../../ui/SalesTable';
import { CustomerInputs, customerPayload, customerResolver, type CustomerFormValues } from './CustomerCreate';
import { approvalColor } from './CustomerList';
import { CustomerBookings, CustomerDebts, CustomerWallets } from './CustomerDebts';
import { useRecordPage } from '../../ui/useRecordPage';
import { HeadCells, CardTable } from '../../ui/CardTable';

const TABS = ['info', 'balance', 'debts', 'purchases', 'consignees', 'wallets', 'bookings'] as const;
/** Tabs only an approved customer has (SPEC.md: 'Available only for approved customers'). */
const APPROVED_ONLY = new Set<string>(['balance', 'wallets', 'bookings']);

export function CustomerPage({ route }: { route?: RouteDef }) {
  const screen = `screen-${route?.key ?? 'customer_edit'}`;
  const translate = useTranslate();
  const { id } = useParams();
  const customerId = Number(id);
  const { query } = useRecordPage<CustomerDto>('customers', customerId);
  // the tab is in the URL (?tab=balance): it survives a reload and a change of language
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'info';
  const setTab = (t: (typeof TABS)[number]) => setParams(t === 'info' ? {} : { tab: t }, { replace: true });
  if (query.isPending && query.fetchStatus !== 'idle') return <Loading />;
  if (!query.data) return <PageError testId={screen} error={query.error} />;
  const customer = query.data;
  const approved = customer.approval_status === 'approved';
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={screen}>
      <Title title={customer.name} />
      <Button component={RouterLink} to="/management/customers" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {translate('app.customers.back')}
      </Button>
      <CustomerHeader customer={customer} onChanged={() => void query.refetch()} />
      <Tabs value={!approved && APPROVED_ONLY.has(tab) ? 'info' : tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }} aria-label={customer.name} variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((t) => {
          const locked = !approved && APPROVED_ONLY.has(t);
          const text = translate(t === 'debts' ? 'app.bookings.debts' : t === 'bookings' ? 'app.bookings.title' : `app.customers.${t}`);
          return (
            <Tab
              key={t}
              value={t}
              disabled={locked}
              data-testid={`customer-tab-${t}`}
              label={
                locked ? (
                  <Tooltip title={translate('app.customers.needs_approval')}>
                    <span>{text}</span>
                  </Tooltip>
                ) : (
                  text
                )
              }
            />
          );
        })}
      </Tabs>
      {!approved && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="customer-needs-approval">
          {translate('app.customers.needs_approval')}
        </Typography>
      )}
      {tab === 'consignees' ? (
        <CustomerConsignees customerId={customer.id} />
      ) : tab === 'debts' ? (
        <CustomerDebts customer={customer} />
      ) : tab === 'bookings' && approved ? (
        <CustomerBookings customerId={customer.id} />
      ) : tab === 'wallets' && approved ? (
        <CustomerWallets customerId={customer.id} />
      ) : tab === 'purchases' ? (
        <CustomerPurchases customerId={customer.id} />
      ) : tab === 'balance' && approved ? (
        <CustomerBalance customer={customer} />
      ) : (
        <CustomerInfo customer={customer} />
      )}
    </Box>
  );
}

function CustomerHeader({ customer, onChanged }: { customer: CustomerDto; onChanged: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useAppNotify();
  const navigate = useNavigate();
  const canApprove = useCan('customer.approve');
  const canDelete = useCan('customer.write');
  const [deleting, setDeleting] = useState(false);
  const decide = async (action: 'approve' | 'reject') => {
    try {
      await dataProvider.setCustomerApproval(customer.id, action);
      notify.success(`app.customers.${action === 'approve' ? 'approved' : 'rejected'}`, { name: customer.name });
      onChanged();
    } catch (err) {
      notify.error(err);
    }
  };
  const remove = async () => {
    try {
      await dataProvider.delete('customers', { id: customer.id, previousData: customer });
      notify.success('app.customers.deleted', { name: customer.name });
      navigate('/management/customers');
    } catch (err) {
      notify.error(err);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
        {customer.name}
      </Typography>
      <Chip size="small" color={approvalColor(customer.approval_status)} label={translate(`app.customers.status_${customer.approval_status}`)} data-testid="customer-status" />
      <Box sx={{ flex: 1 }} />
      {canApprove && customer.approval_status !== 'approved' && (
        <Button variant="outlined" color="success" onClick={() => void decide('approve')} data-testid="customer-approve">
          {translate('app.customers.approve')}
        </Button>
      )}
      {canApprove && customer.approval_status !== 'rejected' && (
        <Button variant="outlined" color="inherit" onClick={() => void decide('reject')} data-testid="customer-reject">
          {translate('app.customers.reject')}
        </Button>
      )}
      {canDelete && customer.is_active && (
        <Button color="error" onClick={() => setDeleting(true)} data-testid="customer-delete">
          {translate('app.customers.delete')}
        </Button>
      )}
      <Confirm
        isOpen={deleting}
        title={translate('app.customers.delete_title')}
        content={translate('app.customers.delete_content', { name: customer.name })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

function CustomerInfo({ customer }: { customer: CustomerDto }) {
  const notify = useAppNotify();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const canWrite = useCan('customer.write');
  const defaults: CustomerFormValues = {
    name: customer.name,
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    address: customer.address,
    percentage_discount: customer.percentage_discount,
    old_debt: customer.old_debt,
  };
  const save = async (values: Partial<CustomerFormValues>) => {
    try {
      const saved = await update('customers', { id: customer.id, data: customerPayload(values), previousData: customer }, { returnPromise: true });
      notify.success('app.customers.updated', { name: (saved as CustomerDto).name });
      await queryClient.invalidateQueries({ queryKey: ['customers', 'page', customer.id] });
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Form key={JSON.stringify(defaults)} defaultValues={defaults} resolver={customerResolver} onSubmit={save} mode="onChange" noValidate disabled={!canWrite}>
          <CustomerInputs />
          {canWrite && (
            <Box sx={{ mt: 2 }}>
              <SaveButton label="ra.action.save" testId="customer-save" />
            </Box>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}

function CustomerBalance({ customer }: { customer: CustomerDto }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useAppNotify();
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  const [operation, setOperation] = useState<'replenishment' | 'withdraw'>('replenishment');
  const [currency, setCurrency] = useState<number | null>(customer.balance[0]?.currency.id ?? null);
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const { busy, run } = useBusy();
  const held = customer.balance.find((b) => b.currency.id === currency);
  const value = amountValue(amount, POSITIVE_MONEY_RULE);
  const tooMuch = operation === 'withdraw' && value !== null && held !== undefined && Number(value) > Number(held.amount);
  // SPEC.md 5 'Balance operation': disabled while currency, amount or comment is empty
  const ready = !!value && currency != null && !!comment.trim() && !tooMuch && !busy;
  const submit = async () => {
    if (!ready || !value || currency == null) return;
    const body = { operation, amount: value, currency, comment: comment.trim() };
    await run(async () => {
      await dataProvider.customerBalance(customer.id, body, action.key);
      action.renew();
      notify.success('app.customers.balance_done', { name: customer.name });
      setAmount('');
      setComment('');
      await queryClient.invalidateQueries({ queryKey: ['customers', 'page', customer.id] });
    });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap data-testid="customer-balance">
            {customer.balance.map((b) => (
              <Chip key={b.currency.id} variant="outlined" label={<MoneyText value={b.amount} currency={b.currency.name} />} data-testid={`customer-balance-${b.currency.name}`} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              <TextField
                select
                size="small"
                label={translate('app.customers.operation')}
                value={operation}
                onChange={(e) => setOperation(e.target.value as 'replenishment' | 'withdraw')}
                sx={{ minWidth: 180 }}
                slotProps={{ select: { inputProps: { 'data-testid': 'customer-operation' } } }}
              >
                <MenuItem value="replenishment">{translate('app.customers.replenishment')}</MenuItem>
                <MenuItem value="withdraw">{translate('app.customers.withdraw')}</MenuItem>
              </TextField>
              <CurrencySelect
                currencies={customer.balance.map((b) => b.currency)}
                value={currency}
                onChange={setCurrency}
                label={translate('app.money.common.currency')}
                testId="customer-currency"
              />
              <AmountField
                size="small"
                optional
                rule={POSITIVE_MONEY_RULE}
                label={translate('app.money.common.amount')}
                value={amount}
                onChange={setAmount}
                currency={held?.currency.name}
                problem={tooMuch ? 'balance_not_enough_to_withdraw' : null}
                testId="customer-amount"
              />
            </Stack>
            <TextInputLike label={translate('app.money.common.comment')} value={comment} onChange={setComment} />
            <Box>
              <Button type="submit" variant="contained" disabled={!ready} data-testid="customer-balance-submit">
                {translate('app.money.common.save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The customer's consignees: a list, add (FormDialog on the contract's schema), remove. */
function CustomerConsignees({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useAppNotify();
  const canWrite = useCan('customer.write');
  const [adding, setAdding] = useState(false);
  const list = useQuery({ queryKey: ['customers', 'consignees', customerId], queryFn: () => dataProvider.consignees(customerId) });
  const add = async (v: { city: string; postcode: string; phone: string; email: string }) => {
    await dataProvider.addConsignee(customerId, { city: v.city.trim(), postcode: v.postcode?.trim() ?? '', phone: v.phone.trim(), email: v.email?.trim() ? v.email.trim() : null });
    notify.success('app.customers.consignee_added');
    setAdding(false);
    await list.refetch();
  };
  const remove = async (id: number) => {
    try {
      await dataProvider.deleteConsignee(customerId, id);
      await list.refetch();
    } catch (err) {
      notify.error(err);
    }
  };
  if (list.isPending) return <Loading />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      {canWrite && (
        <Box>
          <Button variant="contained" onClick={() => setAdding(true)} data-testid="consignee-add">
            {translate('app.customers.add_consignee')}
          </Button>
        </Box>
      )}
      {list.error && <Alert severity="error">{errorText(translate, list.error)}</Alert>}
      {list.data && list.data.length === 0 && <Alert severity="info">{translate('app.customers.no_consignees')}</Alert>}
      {list.data && list.data.length > 0 && (
        <CardTable
          testId="customer-consignees"
          head={<HeadCells columns={['app.customers.city', 'app.customers.postcode', 'resources.customers.fields.phone', 'resources.customers.fields.email', {}]} />}
        >
          {list.data.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.city}</TableCell>
              <TableCell>{c.postcode}</TableCell>
              <TableCell>{c.phone}</TableCell>
              <TableCell>{c.email ?? '—'}</TableCell>
              <TableCell align="right">
                {canWrite && (
                  <Button size="small" color="error" onClick={() => void remove(c.id)} aria-label={`${translate('app.customers.delete')} ${c.phone}`}>
                    {translate('app.customers.delete')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </CardTable>
      )}
      <FormDialog<{ city: string; postcode: string; phone: string; email: string }>
        open={adding}
        title={translate('app.customers.add_consignee')}
        schema={consigneeBody}
        toInput={(v) => ({ ...v, email: v.email?.trim() ? v.email : null })}
        defaultValues={{ city: '', postcode: '', phone: '', email: '' }}
        onSubmit={add}
        onClose={() => setAdding(false)}
        testId="consignee"
      >
        <TextInput source="city" label="app.customers.city" isRequired helperText={false} slotProps={{ htmlInput: { 'data-testid': 'consignee-city' } }} />
        <TextInput source="postcode" label="app.customers.postcode" helperText={false} />
        <TextInput source="phone" label="resources.customers.fields.phone" isRequired helperText="+998901234567" slotProps={{ htmlInput: { 'data-testid': 'consignee-phone' } }} />
        <TextInput source="email" label="resources.customers.fields.email" helperText={false} />
      </FormDialog>
    </Stack>
  );
}

/** The customer's purchases (all dates), newest first, each linking to its sale. */
function CustomerPurchases({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const sales = useQuery({ queryKey: ['customers', 'purchases', customerId], queryFn: () => dataProvider.listSales({ customer: customerId, limit: 100 }) });
  if (sales.isPending) return <Loading />;
  if (sales.error) return <Alert severity="error">{errorText(translate, sales.error)}</Alert>;
  if (!sales.data.results.length) return <Alert severity="info">{translate('app.customers.no_purchases')}</Alert>;
  return (
    <Box sx={{ maxWidth: 900 }}>
      <SalesTable sales={sales.data.results} testId="customer-purchases" showSeller={false} />
    </Box>
  );
}

function TextInputLike({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <TextField
      size="small"
      required
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'customer-comment' } }}
    />
  );
}

export default CustomerPage;
