/** The money report (issue 13): GET /report/v1/money/?date_after=&date_before=&place= (every role; its scope follows the caller's places). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyMovementPageOut, moneyMovementsQuery, moneyReportMovementsPath, moneyReportOut, moneyReportPath, moneyReportQuery } from '../../../src/domain/report/contract';
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { listAnswer } from '../../http/list';
import { moneyReport, moneyReportMovements } from './service';

export function reportRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(moneyReportPath, { config: { permission: 'report.read' }, schema: { querystring: moneyReportQuery, response: { 200: moneyReportOut } } }, async (request) =>
      moneyReport(db, callerOf(request), request.query),
    );
    r.get(moneyReportMovementsPath, { config: { permission: 'report.read' }, schema: { querystring: moneyMovementsQuery, response: { 200: moneyMovementPageOut } } }, async (request) =>
      listAnswer(request, await moneyReportMovements(db, callerOf(request), request.query)),
    );
  };
}
