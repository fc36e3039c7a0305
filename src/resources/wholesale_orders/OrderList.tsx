/**
 * /for-wholesalers/orders (SPEC.md 2 'Wholesale orders'): the filter panel (status, created dates, total
 * range, customer through the searchable dropdown, search, ordering), applied 300 ms after the last
 * change (SPEC.md 9), and the table with a show button per row to /for-wholesalers/orders/{id}; the
 * roles that may enter orders get a button to the order-entry screen (/for-wholesalers/orders/create).
 * On a phone the filters other than the search fold under a 'Filters' button and each order is one row
 * linking to its page (the table's columns would not fit).
 */
import { useEffect, useState } from 'react';
import { Datagrid, FunctionField, Pagination, TextField as RaTextField, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, Collapse, List, ListItem, ListItemButton, ListItemText, MenuItem, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { OrderDto } from '../../domain/wholesale/contract';
import { ORDER_STATUSES } from '../../domain/wholesale/orderStates';
import { Loading } from '../../layout/RouteGuard';
import { useCan } from '../../providers/useCan';
import { RemoteSelect, useDebounced } from '../../ui/RemoteSelect';
import { MoneyText, formatDateTime } from '../../ui/moneyUi';
import { DateInput } from '../../ui/DateInput';
import { StatusBadge } from './StatusBadge';
import { AddButton } from '../../ui/AddButton';
import { StatusSelect } from '../../ui/StatusSelect';
import { listScreen } from '../../ui/ListToolbar';
import { SEARCH_MAX } from '../../domain/limits';

/** SPEC.md 9: order filter debounce. */
export const ORDER_FILTER_DEBOUNCE_MS = 300;
export const ORDERINGS = [
  ['-created_at', 'order_newest'],
  ['created_at', 'order_oldest'],
  ['-total_price', 'order_total_desc'],
  ['total_price', 'order_total_asc'],
] as const;

export interface OrderFilters {
  q: string;
  status: string;
  created_at_after: string;
  created_at_before: string;
  total_price_min: string;
  total_price_max: string;
  customer: number | null;
}
const EMPTY: OrderFilters = { q: '', status: '', created_at_after: '', created_at_before: '', total_price_min: '', total_price_max: '', customer: null };

/** The filter values the list sends: empty ones left out. */
export function orderFilterValues(f: OrderFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(f)) if (v !== '' && v !== null && v !== undefined) out[k] = typeof v === 'string' ? v.trim() : v;
  return out;
}

export const OrderList = listScreen({ resource: 'wholesale_orders', title: 'app.wholesale.orders_title', testId: 'screen-wholesale_orders', sort: { field: 'created_at', order: 'DESC' } }, OrderTable);

function OrderTable() {
  const translate = useTranslate();
  const { isPending, error, total, data, setFilters, sort, setSort } = useListContext<OrderDto>();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setLocal] = useState<OrderFilters>(EMPTY);
  const debounced = useDebounced(filters, ORDER_FILTER_DEBOUNCE_MS);
  useEffect(() => {
    setFilters(orderFilterValues(debounced), undefined, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const set = (key: keyof OrderFilters) => (e: { target: { value: string } }) => setLocal((f) => ({ ...f, [key]: e.target.value }));
  const field = (key: keyof OrderFilters, type = 'text') => (
    <TextField
      size="small"
      type={type}
      label={translate(`resources.wholesale_orders.fields.${key}`)}
      value={filters[key] ?? ''}
      onChange={set(key)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `orders-${key}`, ...(type === 'text' ? { inputMode: 'decimal' } : {}) } }}
      sx={{ width: 160 }}
    />
  );
  const ordering = `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
  const canCreate = useCan('order.write');
  const activeFilters = Object.keys(orderFilterValues({ ...filters, q: '' })).length;
  const moreFilters = (
    <>
      <StatusSelect
        label={translate('resources.wholesale_orders.fields.status')}
        value={filters.status}
        onChange={(status) => setLocal((f) => ({ ...f, status }))}
        statuses={ORDER_STATUSES}
        statusLabel={(s) => translate(`app.wholesale.status_${s}`)}
        allLabel={translate('app.customers.all_statuses')}
        testId="orders-status"
        testIdOn="input"
        minWidth={160}
        fullWidth={false}
      />
      {(['created_at_after', 'created_at_before'] as const).map((key) => (
        <Box key={key} sx={{ width: 170 }}>
          <DateInput label={translate(`resources.wholesale_orders.fields.${key}`)} value={filters[key] ?? ''} onChange={(value) => setLocal((f) => ({ ...f, [key]: value }))} testId={`orders-${key}`} fullWidth />
        </Box>
      ))}
      {field('total_price_min')}
      {field('total_price_max')}
      <RemoteSelect
        resource="customers"
        value={filters.customer}
        onChange={(id) => setLocal((f) => ({ ...f, customer: id }))}
        label={translate('resources.wholesale_orders.fields.customer')}
        filter={{ approval_status: 'approved' }}
        testId="orders-customer"
        pageSize={20}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <TextField
        select
        size="small"
        label={translate('resources.wholesale_orders.fields.ordering')}
        value={ordering}
        onChange={(e) => {
          const v = e.target.value;
          setSort({ field: v.replace(/^-/, ''), order: v.startsWith('-') ? 'DESC' : 'ASC' });
        }}
        fullWidth={false}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'orders-ordering' } }, inputLabel: { shrink: true } }}
      >
        {ORDERINGS.map(([value, key]) => (
          <MenuItem key={value} value={value}>
            {translate(`app.wholesale.${key}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('app.wholesale.orders_title')}
        </Typography>
        {canCreate && (
          <AddButton label={translate('app.wholesale.order_add')} to="/for-wholesalers/orders/create" testId="orders-create" />
        )}
      </Box>
      <Card sx={{ p: 2, mb: 2, display: 'flex', columnGap: 2, rowGap: { xs: 0, sm: 2 }, flexWrap: 'wrap', alignItems: 'center' }} data-testid="orders-filters">
        <TextField
          size="small"
          label={translate('app.wholesale.search')}
          value={filters.q}
          onChange={set('q')}
          fullWidth={false}
          sx={{ minWidth: { sm: 380 } }}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX, 'data-testid': 'orders-search' } }}
        />
        {phone && (
          <Button startIcon={<FilterListIcon />} onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen} aria-controls="orders-more-filters" data-testid="orders-filters-toggle">
            {translate('app.wholesale.filters')}
            {activeFilters ? ` (${activeFilters})` : ''}
          </Button>
        )}
        {phone ? (
          <Collapse in={filtersOpen} sx={{ width: '100%' }} id="orders-more-filters">
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1 }}>{moreFilters}</Box>
          </Collapse>
        ) : (
          moreFilters
        )}
      </Card>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {!isPending && !error && total === 0 && <Alert severity="info">{translate('app.wholesale.empty')}</Alert>}
      {!isPending && !!total && phone && (
        <Card>
          <List disablePadding data-testid="orders-table">
            {data?.map((o) => (
              <ListItem key={o.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/for-wholesalers/orders/${o.id}`} data-testid={`order-show-${o.id}`} sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <ListItemText
                    primary={`#${o.id} · ${o.customer.name}`}
                    secondary={
                      <>
                        {o.customer.company && (
                          <>
                            {o.customer.company}
                            <br />
                          </>
                        )}
                        <MoneyText value={o.total_price} currency={o.currency?.name} /> · {translate('resources.wholesale_orders.fields.quantity')}: {o.quantity}
                        <br />
                        {formatDateTime(String(o.created_at))}
                      </>
                    }
                  />
                  <StatusBadge status={o.status} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Pagination rowsPerPageOptions={[10]} />
        </Card>
      )}
      {!isPending && !!total && !phone && (
        <Card>
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid="orders-table">
            <RaTextField source="id" label="resources.wholesale_orders.fields.id" />
            <FunctionField<OrderDto> sortable={false} label="resources.wholesale_orders.fields.customer" render={(o) => o.customer.name} />
            <FunctionField<OrderDto> sortable={false} label="resources.wholesale_orders.fields.company" render={(o) => o.customer.company} />
            <FunctionField<OrderDto> sortBy="total_price" label="resources.wholesale_orders.fields.total_price" render={(o) => <MoneyText value={o.total_price} currency={o.currency?.name} />} />
            <RaTextField source="quantity" label="resources.wholesale_orders.fields.quantity" />
            <FunctionField<OrderDto> sortBy="status" label="resources.wholesale_orders.fields.status" render={(o) => <StatusBadge status={o.status} />} />
            {/* every date through the one formatter (dd.MM.yyyy HH:mm), never the browser's locale */}
            <FunctionField<OrderDto> sortBy="created_at" label="resources.wholesale_orders.fields.created_at" render={(o) => formatDateTime(String(o.created_at))} />
            <FunctionField<OrderDto>
              sortable={false}
              label=""
              render={(o) => (
                <Button component={RouterLink} to={`/for-wholesalers/orders/${o.id}`} size="small" data-testid={`order-show-${o.id}`}>
                  {translate('app.wholesale.show')}
                </Button>
              )}
            />
          </Datagrid>
          <Pagination rowsPerPageOptions={[10]} />
        </Card>
      )}
    </>
  );
}

export default OrderList;
