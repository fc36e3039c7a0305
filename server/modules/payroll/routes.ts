/**
 * Payroll (SPEC.md 7 'Salaries'; issue 15), admin only: calculate (nothing is paid), pay (money moves:
 * idempotent, one transaction), the history.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  salariesCalculatePath,
  salariesPath,
  salaryCalculateBody,
  salaryCalculationListOut,
  salaryListQuery,
  salaryOut,
  salaryPageOut,
  salaryPayBody,
} from '../../../src/domain/payroll/contract';
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { idempotent } from '../../http/idempotency';
import { listAnswer } from '../../http/list';
import { idParams } from '../../http/params';
import { calculateSalaries, getSalary, listSalaries, paySalary } from './service';

export function payrollRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(salariesPath, { config: { permission: 'payroll.write' }, schema: { querystring: salaryListQuery, response: { 200: salaryPageOut } } }, async (request) =>
      listAnswer(request, await listSalaries(db, callerOf(request), request.query)),
    );
    r.get(`${salariesPath}:id/`, { config: { permission: 'payroll.write' }, schema: { params: idParams, response: { 200: salaryOut } } }, async (request) =>
      getSalary(db, callerOf(request), request.params.id),
    );
    r.post(salariesCalculatePath, { config: { permission: 'payroll.write' }, schema: { body: salaryCalculateBody, response: { 200: salaryCalculationListOut } } }, async (request) =>
      calculateSalaries(db, callerOf(request), request.body),
    );
    r.post(salariesPath, { config: { permission: 'payroll.write' }, schema: { body: salaryPayBody, response: { 201: salaryOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 201, (tx) => paySalary(tx, callerOf(request), request.body)),
    );
  };
}
