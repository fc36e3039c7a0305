/**
 * Payroll (SPEC.md 7 'Salaries'), admin only: calculate (nothing is paid), pay (money moves:
 * idempotent, one transaction), the history.
 */
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
import { createRoute, getRoute, listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { calculateSalaries, getSalary, listSalaries, paySalary } from './service';

export const payrollRoutes = moduleRoutes((r, db) => {
  listRoute(r, db, salariesPath, 'payroll.write', salaryListQuery, salaryPageOut, listSalaries);
  getRoute(r, db, `${salariesPath}:id/`, 'payroll.write', salaryOut, getSalary);
  r.post(salariesCalculatePath, { config: { permission: 'payroll.write' }, schema: { body: salaryCalculateBody, response: { 200: salaryCalculationListOut } } }, async (request) =>
    calculateSalaries(db, callerOf(request), request.body),
  );
  createRoute(r, db, salariesPath, 'payroll.write', salaryPayBody, salaryOut, paySalary);
});
