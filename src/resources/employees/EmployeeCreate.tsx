/**
 * /management/employees/create: hire an employee (react-admin form + the contract's zod schema; the
 * server's refusals, e.g. 'User with this phone already exists', come back onto their fields).
 */
import type { RouteDef } from '../../domain/routes';
import { CreateFormPage } from '../../ui/CreateFormPage';
import { EmployeeInputs } from './EmployeeInputs';
import { EMPTY_EMPLOYEE, employeeCreateResolver, employeePayload, type EmployeeFormValues } from './employeeModel';

export function EmployeeCreate(_: { route?: RouteDef }) {
  return (
    <CreateFormPage<EmployeeFormValues>
      resource="employees"
      title="app.employees.add"
      success="app.employees.created"
      listPath="/management/employees"
      defaultValues={EMPTY_EMPLOYEE}
      resolver={employeeCreateResolver}
      payload={(values) => employeePayload(values, true)}
      maxWidth={720}
      testId="screen-employee_create"
      saveTestId="employee-save"
    >
      <EmployeeInputs create />
    </CreateFormPage>
  );
}

export default EmployeeCreate;
