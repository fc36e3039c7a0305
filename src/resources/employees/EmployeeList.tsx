/**
 * /management/employees: the company's employees (react-admin list): search over name, username and
 * phone (1000 ms after typing stops, SPEC.md 9), the active filter (active, inactive, all); add; open one.
 */
import { FunctionField, TextField as RaTextField, useTranslate } from 'react-admin';
import { Box, Chip } from '@mui/material';
import type { EmployeeDto } from '../../domain/employee/contract';
import { ActiveFilter, ListBody, listScreen, ListSearch, ListToolbar, RowLink } from '../../ui/ListToolbar';
import { AddButton } from '../../ui/AddButton';

export const EmployeeList = listScreen({ resource: 'employees', title: 'app.employees.title', testId: 'screen-employees' }, EmployeeTable);

function EmployeeTable() {
  const translate = useTranslate();
  return (
    <>
      <ListToolbar title={translate('app.employees.title')}>
        <ListSearch label={translate('app.employees.search')} testId="employees-search" />
        <ActiveFilter label={translate('resources.employees.fields.is_active')} prefix="app.employees" testId="employees-active" />
        <AddButton label={translate('app.employees.add')} to="/management/employees/create" testId="employees-add" />
      </ListToolbar>
      <ListBody empty={translate('app.employees.empty')} rowLink={(id) => `/management/employees/edit/${id}`} testId="employees-table">
        <FunctionField<EmployeeDto>
          label="resources.employees.fields.name"
          render={(e) => <RowLink to={`/management/employees/edit/${e.id}`}>{e.name || e.username}</RowLink>}
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
      </ListBody>
    </>
  );
}

export default EmployeeList;
