/**
 * /management/customers: the company's customers (react-admin list): search (1000 ms after typing
 * stops, SPEC.md 9), active filter (active, inactive, all), approval filter, balances; add; open one.
 */
import { useEffect, useState } from 'react';
import { Datagrid, FunctionField, ListBase, Pagination, TextField as RaTextField, Title, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, Chip, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { CustomerDto } from '../../domain/customer/contract';
import type { RouteDef } from '../../domain/routes';
import { Loading } from '../../layout/RouteGuard';
import { useCan } from '../../providers/useCan';
import { useDebounced } from '../../ui/RemoteSelect';
import { MoneyText } from '../../ui/moneyUi';

export const SEARCH_DEBOUNCE_MS = 1000;

/** The active filter's choices: ?is_active= of the list (none sent means active). */
export const ACTIVE_FILTERS = ['true', 'false', 'all'] as const;

export function CustomerList(_: { route?: RouteDef }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-customers">
      <Title title={translate('app.customers.title')} />
      <ListBase resource="customers" perPage={10} sort={{ field: 'id', order: 'DESC' }} disableSyncWithLocation>
        <CustomerTable />
      </ListBase>
    </Box>
  );
}

export const approvalColor = (s: string) => (s === 'approved' ? 'success' : s === 'rejected' ? 'error' : 'default');

function CustomerTable() {
  const translate = useTranslate();
  const { isPending, error, total, filterValues, setFilters } = useListContext<CustomerDto>();
  const canCreate = useCan('customer.create');
  const [search, setSearch] = useState((filterValues.q as string | undefined) ?? '');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const { q: _q, ...rest } = filterValues;
    setFilters(debounced.trim() ? { ...rest, q: debounced.trim() } : rest, undefined, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.customers.title')}
        </Typography>
        <TextField
          size="small"
          label={translate('app.customers.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: { sm: 280 } }}
          slotProps={{
            htmlInput: { 'data-testid': 'customers-search' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <TextField
          select
          size="small"
          label={translate('resources.customers.fields.is_active')}
          value={(filterValues.is_active as string | undefined) ?? 'true'}
          onChange={(e) => {
            const { is_active: _a, ...rest } = filterValues;
            setFilters(e.target.value === 'true' ? rest : { ...rest, is_active: e.target.value }, undefined, false);
          }}
          sx={{ minWidth: 140 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'customers-active' } }, inputLabel: { shrink: true } }}
        >
          {ACTIVE_FILTERS.map((v) => (
            <MenuItem key={v} value={v}>
              {translate(`app.customers.active_${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('resources.customers.fields.approval_status')}
          value={(filterValues.approval_status as string | undefined) ?? ''}
          onChange={(e) => {
            const { approval_status: _s, ...rest } = filterValues;
            setFilters(e.target.value ? { ...rest, approval_status: e.target.value } : rest, undefined, false);
          }}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'data-testid': 'customers-status' } }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('app.customers.all_statuses')}</MenuItem>
          {['pending', 'approved', 'rejected'].map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.customers.status_${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/management/customers/create" data-testid="customers-add">
            {translate('app.customers.add')}
          </Button>
        )}
      </Box>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {!isPending && !error && total === 0 && <Alert severity="info">{translate('app.customers.empty')}</Alert>}
      {!isPending && !!total && (
        <Card>
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/management/customers/edit/${id}`} data-testid="customers-table">
            <FunctionField<CustomerDto>
              label="resources.customers.fields.name"
              render={(c) => (
                <Button component={RouterLink} to={`/management/customers/edit/${c.id}`} onClick={(e) => e.stopPropagation()} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
                  {c.name}
                </Button>
              )}
            />
            <RaTextField source="phone" label="resources.customers.fields.phone" sortable={false} />
            <RaTextField source="email" label="resources.customers.fields.email" sortable={false} emptyText="—" />
            <FunctionField<CustomerDto>
              label="resources.customers.fields.approval_status"
              render={(c) => (
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  <Chip size="small" color={approvalColor(c.approval_status)} label={translate(`app.customers.status_${c.approval_status}`)} />
                  {!c.is_active && <Chip size="small" variant="outlined" label={translate('app.customers.inactive')} data-testid={`customer-inactive-${c.id}`} />}
                </Box>
              )}
            />
            <FunctionField<CustomerDto>
              label="resources.customers.fields.balance"
              render={(c) => (
                <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                  {c.balance
                    .filter((b) => Number(b.amount) !== 0)
                    .map((b) => (
                      <MoneyText key={b.currency.id} value={b.amount} currency={b.currency.name} />
                    ))}
                </Box>
              )}
            />
          </Datagrid>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </Card>
      )}
    </>
  );
}

export default CustomerList;
