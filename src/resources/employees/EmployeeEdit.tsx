/**
 * /management/employees/edit/{id} (admin): the employee form (roles, places, salary, current
 * workplace ...), the picture and profile cards, the password card, and deactivation (DELETE: keeps
 * their history and signs them out everywhere at once).
 */
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { EmployeeDto } from '../../domain/employee/contract';
import type { RouteDef } from '../../domain/routes';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { useSession } from '../../providers/session';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PageError } from '../../ui/Page';
import { EmployeeSheet, PasswordCard, useEmployeeUpdate } from './EmployeeCards';
import { EmployeeInputs } from './EmployeeInputs';
import { employeeEditResolver, employeeFormValues, employeePayload, type EmployeeFormValues } from './employeeModel';
import { useRecordPage } from '../../ui/useRecordPage';

/**
 * The employee of a page by the id in the address (`screen`: the page's test id): `employee` once read,
 * else `fallback` (the spinner, or the error in the page's frame); `own`: the signed-in person's record;
 * `set` puts a saved record in place, `update` saves changes.
 */
export function useEmployeePage(screen: string) {
  const { identity } = useSession();
  const { id } = useParams();
  const { query, set } = useRecordPage<EmployeeDto>('employees', Number(id));
  const update = useEmployeeUpdate();
  const employee = query.data;
  const fallback = query.isPending && query.fetchStatus !== 'idle' ? <Loading /> : <PageError testId={screen} error={query.error} />;
  return { employee, fallback, own: !!employee && identity?.id === employee.id, set, update };
}

export function EmployeeEdit({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const screen = `screen-${route?.key ?? 'employee_edit'}`;
  const { employee, fallback, own, set, update } = useEmployeePage(screen);
  if (!employee) return fallback;
  const save = (values: Partial<EmployeeFormValues>) =>
    update(employee, employeePayload(values, false), (saved) => {
      set(saved);
      notify.success('app.employees.updated', { name: saved.name });
    });
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={screen}>
      <Title title={employee.name} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/management/employees" startIcon={<ArrowBackIcon />}>
          {translate('app.employees.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.employees.edit')}: {employee.name}
        </Typography>
        {!employee.is_active && <Chip label={translate('app.employees.inactive')} data-testid="employee-inactive" />}
        {!own && employee.is_active && (
          <ConfirmButton
            color="error"
            label={translate('app.employees.delete')}
            question={translate('app.employees.delete_content', { name: employee.name })}
            action={() => dataProvider.delete('employees', { id: employee.id, previousData: employee })}
            onDone={() => {
              notify.success('app.employees.deleted', { name: employee.name });
              navigate('/management/employees');
            }}
            testId="employee-delete"
          />
        )}
      </Stack>
      <EmployeeSheet
        employee={employee}
        onPicture={set}
        form={{ defaultValues: employeeFormValues(employee), resolver: employeeEditResolver, onSubmit: save, fields: <EmployeeInputs create={false} />, saveTestId: 'employee-save' }}
      >
        <PasswordCard employeeId={employee.id} own={own} />
      </EmployeeSheet>
    </Box>
  );
}

export default EmployeeEdit;
