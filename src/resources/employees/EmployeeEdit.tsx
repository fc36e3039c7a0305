/**
 * /management/employees/edit/{id} (admin): the employee form (roles, places, salary, current
 * workplace ...), the picture and profile cards, the password card, and deactivation (DELETE: keeps
 * their history and signs them out everywhere at once).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { EmployeeDto } from '../../domain/employee/contract';
import type { RouteDef } from '../../domain/routes';
import { messageKey } from '../../i18n';
import { errorText, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { useSession } from '../../layout/session';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { submissionErrors } from '../../ui/FormDialog';
import { PasswordCard, PictureCard, ProfileCard } from './EmployeeCards';
import { EmployeeInputs, EmployeeSaveButton } from './EmployeeInputs';
import { employeeEditResolver, employeeFormValues, employeePayload, type EmployeeFormValues } from './employeeModel';

export function useEmployee(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = ['employees', 'page', id];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await dataProvider.getOne<EmployeeDto>('employees', { id })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
  return { query, set: (e: EmployeeDto) => queryClient.setQueryData(key, e) };
}

export function EmployeeEdit({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useSession();
  const { id } = useParams();
  const employeeId = Number(id);
  const { query, set } = useEmployee(employeeId);
  const screen = `screen-${route?.key ?? 'employee_edit'}`;
  if (query.isPending && query.fetchStatus !== 'idle') return <Loading />;
  if (!query.data) {
    return (
      <Box sx={{ p: 3 }} data-testid={screen}>
        <Alert severity="error">{query.error ? errorText(translate, query.error) : translate(messageKey('not_found'))}</Alert>
      </Box>
    );
  }
  const employee = query.data;
  const own = identity?.id === employee.id;
  const save = async (values: Partial<EmployeeFormValues>) => {
    try {
      const { data } = await dataProvider.update<EmployeeDto>('employees', { id: employee.id, data: employeePayload(values, false), previousData: employee });
      set(data);
      notify.success('app.employees.updated', { name: data.name });
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <ProfileCard employee={employee} />
          <PictureCard employee={employee} onChange={set} />
        </Stack>
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Form key={employee.id} defaultValues={employeeFormValues(employee)} resolver={employeeEditResolver} onSubmit={save} mode="onChange" noValidate>
                <EmployeeInputs create={false} />
                <Box sx={{ mt: 2 }}>
                  <EmployeeSaveButton label="ra.action.save" testId="employee-save" />
                </Box>
              </Form>
            </CardContent>
          </Card>
          <PasswordCard employeeId={employee.id} own={own} />
        </Stack>
      </Box>
    </Box>
  );
}

export default EmployeeEdit;
