/**
 * /management/employees: the company's employees (react-admin list): search over name, username and
 * phone (1000 ms after typing stops, SPEC.md 9), the active filter (active, inactive, all); add; open one.
 */
import { useEffect, useState } from 'react';
import { Datagrid, FunctionField, ListBase, Pagination, TextField as RaTextField, Title, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, Chip, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { EmployeeDto } from '../../domain/employee/contract';
import type { RouteDef } from '../../domain/routes';
import { Loading } from '../../layout/RouteGuard';
import { useDebounced } from '../../ui/RemoteSelect';

export const SEARCH_DEBOUNCE_MS = 1000;
export const ACTIVE_FILTERS = ['true', 'false', 'all'] as const;

export function EmployeeList(_: { route?: RouteDef }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-employees">
      <Title title={translate('app.employees.title')} />
      <ListBase resource="employees" perPage={10} sort={{ field: 'id', order: 'DESC' }} disableSyncWithLocation>
        <EmployeeTable />
      </ListBase>
    </Box>
  );
}

function EmployeeTable() {
  const translate = useTranslate();
  const { isPending, error, total, filterValues, setFilters } = useListContext<EmployeeDto>();
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
          {translate('app.employees.title')}
        </Typography>
        <TextField
          size="small"
          label={translate('app.employees.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: { sm: 280 } }}
          slotProps={{
            htmlInput: { 'data-testid': 'employees-search' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <TextField
          select
          size="small"
          label={translate('resources.employees.fields.is_active')}
          value={(filterValues.is_active as string | undefined) ?? 'true'}
          onChange={(e) => {
            const { is_active: _a, ...rest } = filterValues;
            setFilters(e.target.value === 'true' ? rest : { ...rest, is_active: e.target.value }, undefined, false);
          }}
          sx={{ minWidth: 140 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'employees-active' } }, inputLabel: { shrink: true } }}
        >
          {ACTIVE_FILTERS.map((v) => (
            <MenuItem key={v} value={v}>
              {translate(`app.employees.active_${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/management/employees/create" data-testid="employees-add">
          {translate('app.employees.add')}
        </Button>
      </Box>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {!isPending && !error && total === 0 && <Alert severity="info">{translate('app.employees.empty')}</Alert>}
      {!isPending && !!total && (
        <Card>
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/management/employees/edit/${id}`} data-testid="employees-table">
            <FunctionField<EmployeeDto>
              label="resources.employees.fields.name"
              render={(e) => (
                <Button component={RouterLink} to={`/management/employees/edit/${e.id}`} onClick={(ev) => ev.stopPropagation()} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
                  {e.name || e.username}
                </Button>
              )}
            />
            <RaTextField source="username" label="resources.employees.fields.username" sortable={false} />
            <RaTextField source="phone" label="resources.employees.fields.phone" sortable={false} emptyText="—" />
            <RaTextField source="position" label="resources.employees.fields.position" sortable={false} emptyText="—" />
            <FunctionField<EmployeeDto>
              label="resources.employees.fields.roles"
              render={(e) => (
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {e.roles.map((r) => (
                    <Chip key={r} size="small" label={translate(`app.employees.role_${r}`)} />
                  ))}
                  {!e.is_active && <Chip size="small" variant="outlined" label={translate('app.employees.inactive')} data-testid={`employee-inactive-${e.id}`} />}
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

export default EmployeeList;
