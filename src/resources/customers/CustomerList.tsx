/**
 * /management/customers: the company's customers (react-admin list): search (1000 ms after typing
 * stops, SPEC.md 9), active filter (active, inactive, all), approval filter, balances; add; open one.
 */
import { FunctionField, TextField as RaTextField, useTranslate } from 'react-admin';
import { Box, Chip } from '@mui/material';
import type { CustomerDto } from '../../domain/customer/contract';
import { useCan } from '../../providers/useCan';
import { ActiveFilter, ListBody, ListFilterSelect, listScreen, ListSearch, ListToolbar, RowLink } from '../../ui/ListToolbar';
import { MoneyText } from '../../ui/moneyUi';
import { AddButton } from '../../ui/AddButton';

export const CustomerList = listScreen({ resource: 'customers', title: 'app.customers.title', testId: 'screen-customers' }, CustomerTable);

export const approvalColor = (s: string) => (s === 'approved' ? 'success' : s === 'rejected' ? 'error' : 'default');

const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

function CustomerTable() {
  const translate = useTranslate();
  const canCreate = useCan('customer.create');
  const statuses = [
    { value: '', label: translate('app.customers.all_statuses') },
    ...APPROVAL_STATUSES.map((s) => ({ value: s, label: translate(`app.customers.status_${s}`) })),
  ];
  return (
    <>
      <ListToolbar title={translate('app.customers.title')}>
        <ListSearch label={translate('app.customers.search')} testId="customers-search" />
        <ActiveFilter label={translate('resources.customers.fields.is_active')} prefix="app.customers" testId="customers-active" />
        <ListFilterSelect
          source="approval_status"
          label={translate('resources.customers.fields.approval_status')}
          choices={statuses}
          unset=""
          testId="customers-status"
          minWidth={160}
        />
        {canCreate && (
          <AddButton label={translate('app.customers.add')} to="/management/customers/create" testId="customers-add" />
        )}
      </ListToolbar>
      <ListBody empty={translate('app.customers.empty')} rowLink={(id) => `/management/customers/edit/${id}`} testId="customers-table">
        <FunctionField<CustomerDto>
          label="resources.customers.fields.name"
          render={(c) => <RowLink to={`/management/customers/edit/${c.id}`}>{c.name}</RowLink>}
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
      </ListBody>
    </>
  );
}

export default CustomerList;
