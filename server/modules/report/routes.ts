/** The money report: GET /report/v1/money/?date_after=&date_before=&place= (every role; its scope follows the caller's places). */
// the app registers these on its report database: a read replica when there is one (docs/scale-out.md)
import { moneyMovementPageOut, moneyMovementsQuery, moneyReportMovementsPath, moneyReportOut, moneyReportPath, moneyReportQuery } from '../../../src/domain/report/contract';
import { listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { moneyReport, moneyReportMovements } from './service';

export const reportRoutes = moduleRoutes((r, db) => {
  r.get(moneyReportPath, { config: { permission: 'report.read' }, schema: { querystring: moneyReportQuery, response: { 200: moneyReportOut } } }, async (request) =>
    moneyReport(db, callerOf(request), request.query),
  );
  listRoute(r, db, moneyReportMovementsPath, 'report.read', moneyMovementsQuery, moneyMovementPageOut, moneyReportMovements);
});
