/**
 * /management/employees/edit/{id} (admin): the employee form (roles, places, salary, current
 * workplace ...), the picture and profile cards, the password card, and deactivation (DELETE: keeps
 * their history and signs them out everywhere at once).
 */
import { Form, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { EmployeeDto } from '../../domain/employee/contract';
import type { RouteDef } from '../../domain/routes';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { useSession } from '../../layout/session';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SaveButton } from '../../ui/FormDialog';
import { PageError } from '../../ui/Page';
import { EmployeeSheet, PasswordCard, useEmployeeUpdate } from './EmployeeCards';
import { EmployeeInputs } from './EmployeeInputs';
import { employeeEditResolver, employeeFormValues, employeePayload, type EmployeeFormValues } from './employeeModel';
import { useRecordPage } from '../../ui/useRecordPage';

export const useEmployee = (id: number) => useRecordPage<EmployeeDto>('employees', id);

export function EmployeeEdit({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useSession();
  const { id } = useParams();
  const employeeId = Number(id);
  const { query, set } = useEmployee(employeeId);
  const update = useEmployeeUpdate();
  const screen = `screen-${route?.key ?? 'employee_edit'}`;
  if (query.isPending && query.fetchStatus !== 'idle') return <Loading />;
  if (!query.data) return <PageError testId={screen} error={query.error} />;
  const employee = query.data;
  const own = identity?.id === employee.id;
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
        form={
          <Form key={employee.id} defaultValues={employeeFormValues(employee)} resolver={employeeEditResolver} onSubmit={save} mode="onChange" noValidate>
            <EmployeeInputs create={false} />
            <Box sx={{ mt: 2 }}>
              <SaveButton label="ra.action.save" testId="employee-save" />
            </Box>
          </Form>
        }
      >
        <PasswordCard employeeId={employee.id} own={own} />
      </EmployeeSheet>
    </Box>
  );
}

export default EmployeeEdit;
