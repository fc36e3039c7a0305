/**
 * /management/employees/create: hire an employee (react-admin form + the contract's zod schema; the
 * server's refusals, e.g. 'User with this phone already exists', come back onto their fields).
 */
import { Form, Title, useCreate, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import { useAppNotify } from '../../layout/feedback';
import { SaveButton, submissionErrors } from '../../ui/FormDialog';
import { EmployeeInputs } from './EmployeeInputs';
import { EMPTY_EMPLOYEE, employeeCreateResolver, employeePayload, type EmployeeFormValues } from './employeeModel';

export function EmployeeCreate(_: { route?: RouteDef }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const [create] = useCreate();
  const save = async (values: Partial<EmployeeFormValues>) => {
    try {
      const made = await create('employees', { data: employeePayload(values, true) }, { returnPromise: true });
      notify.success('app.employees.created', { name: made.name });
      navigate(`/management/employees/edit/${made.id}`);
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }} data-testid="screen-employee_create">
      <Title title={translate('app.employees.add')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.employees.add')}
      </Typography>
      <Card>
        <CardContent>
          <Form defaultValues={EMPTY_EMPLOYEE} resolver={employeeCreateResolver} onSubmit={save} mode="onChange" noValidate>
            <EmployeeInputs create />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <SaveButton label="ra.action.save" testId="employee-save" />
              <Button onClick={() => navigate('/management/employees')}>{translate('ra.action.cancel')}</Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

export default EmployeeCreate;
