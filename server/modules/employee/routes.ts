/**
 * Employees (SPEC.md 7 Company 'Employees'; issue 15): GET list (admin), POST (admin), GET / PATCH {id}/
 * (an admin anyone's; everyone their own record: the profile), PUT {id}/ (admin), DELETE {id}/
 * (admin: deactivate and revoke every token), POST {id}/set_password/.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { listAnswer } from '../../http/list';
import { idParams } from '../../http/params';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, setEmployeePassword, updateEmployee } from './service';

export function employeeRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const one = `${employeesPath}:id/`;

    r.get(employeesPath, { config: { permission: 'employee.read' }, schema: { querystring: employeeListQuery, response: { 200: employeePageOut } } }, async (request) =>
      listAnswer(request, await listEmployees(db, callerOf(request), request.query)),
    );
    r.post(employeesPath, { config: { permission: 'employee.write' }, schema: { body: employeeCreateBody, response: { 201: employeeOut } } }, async (request, reply) =>
      reply.code(201).send(await createEmployee(db, callerOf(request), request.body)),
    );
    r.get(one, { config: { permission: 'employee.self' }, schema: { params: idParams, response: { 200: employeeOut } } }, async (request) =>
      getEmployee(db, callerOf(request), request.params.id),
    );
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
  };
}
