/** The payroll calls, composed into the one dataProvider. Paying goes with one key per user action. */
import type { z } from 'zod';
import type { CallContext, Paged } from './callContext';
import { queryOf } from './httpClient';
import { salariesCalculatePath, salariesPath } from '../domain/payroll/paths';
import type { SalaryCalculationDto, SalaryDto, salaryCalculateBody, salaryPayBody } from '../domain/payroll/contract';

export function payrollCalls({ httpClient, apiUrl }: CallContext) {
  return {
    calculateSalaries: async (body: z.input<typeof salaryCalculateBody>): Promise<SalaryCalculationDto[]> =>
      (await httpClient(`${apiUrl}${salariesCalculatePath}`, { method: 'POST', body: JSON.stringify(body) })).json,
    paySalary: async (body: z.input<typeof salaryPayBody>, idempotencyKey: string): Promise<SalaryDto> =>
      (await httpClient(`${apiUrl}${salariesPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    listSalaries: async (q: { employee?: number; date_after?: string; date_before?: string; offset?: number; limit?: number }): Promise<Paged<SalaryDto>> =>
      (await httpClient(`${apiUrl}${salariesPath}?${queryOf(q)}`)).json,
  };
}
