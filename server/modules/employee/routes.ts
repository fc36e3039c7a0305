/**
 * Employees (SPEC.md 7 Company 'Employees'): GET list (admin), POST (admin), GET / PATCH {id}/
 * (an admin anyone's; everyone their own record: the profile), PUT {id}/ (admin), DELETE {id}/
 * (admin: deactivate and revoke every token), POST {id}/set_password/.
 */
import {
  employeeCreateBody,
  employeeListQuery,
  employeeOut,
  employeePageOut,
  employeePasswordBody,
  employeePasswordSuffix,
  employeePatchBody,
  employeePutBody,
  employeesPath,
  passwordChangedOut,
} from '../../../src/domain/employee/contract';
import { getRoute, listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { idParams } from '../../http/params';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, setEmployeePassword, updateEmployee } from './service';

export const employeeRoutes = moduleRoutes((r, db) => {
  const one = `${employeesPath}:id/`;

  listRoute(r, db, employeesPath, 'employee.read', employeeListQuery, employeePageOut, listEmployees);
  r.post(employeesPath, { config: { permission: 'employee.write' }, schema: { body: employeeCreateBody, response: { 201: employeeOut } } }, async (request, reply) =>
    reply.code(201).send(await createEmployee(db, callerOf(request), request.body)),
  );
  getRoute(r, db, one, 'employee.self', employeeOut, getEmployee);
  r.patch(one, { config: { permission: 'employee.self' }, schema: { params: idParams, body: employeePatchBody, response: { 200: employeeOut } } }, async (request) =>
    updateEmployee(db, callerOf(request), request.params.id, request.body),
  );
  r.put(one, { config: { permission: 'employee.write' }, schema: { params: idParams, body: employeePutBody, response: { 200: employeeOut } } }, async (request) =>
    updateEmployee(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(one, { config: { permission: 'employee.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deleteEmployee(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });
  r.post(
    `${one}${employeePasswordSuffix}`,
    { config: { permission: 'employee.self' }, schema: { params: idParams, body: employeePasswordBody, response: { 200: passwordChangedOut } } },
    async (request) => setEmployeePassword(db, callerOf(request), request.params.id, request.body),
  );
});
