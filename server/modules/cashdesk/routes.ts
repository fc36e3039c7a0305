/**
 * Cash desk routes (SPEC.md section 7 Realization: cash_desks, cancel_closed_cash_desk, cash_desk_info).
 * Close and cancel: every role at its places; confirm, approve/reject and the whole history:
 * admin. Writes that move money (confirm, approve) run through idempotent().
 */
import * as z from 'zod';
import {
  cancelClosedCashDeskPath,
  cashDeskCancelBody,
  cashDeskCloseBody,
  cashDeskClosePath,
  cashDeskDayOut,
  cashDeskDayQuery,
  cashDeskDecisionBody,
  cashDeskExpectedPath,
  cashDeskInfoPath,
  cashDeskListQuery,
  cashDeskOut,
  cashDeskPageOut,
  cashDesksPath,
  cashDeskExcelQuery,
  cashDeskInfoQuery,
  cashDeskSaleOut,
  cashDeskSalePageOut,
  cashDeskSaleStatusBody,
} from '../../../src/domain/cashdesk/contract';
import { idParams } from '../../http/params';
import { XLSX_TYPE } from '../../http/xlsx';
import { createRoute, getRoute, listRoute, moduleRoutes, stepRoute } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { idempotent } from '../../http/idempotency';
import { cancelClosedCashDesk, cashDeskDay, cashDeskExcel, closeCashDesk, confirmCashDesk, decideCashDesks, getCashDesk, listCashDesks, listDeskSales, setDeskSaleStatus } from './service';

export const cashDeskRoutes = moduleRoutes((r, db) => {
  const close = { permission: 'cashdesk.close' } as const;
  const confirm = { permission: 'cashdesk.confirm' } as const;
  r.get(cashDeskExpectedPath, { config: close, schema: { querystring: cashDeskDayQuery, response: { 200: cashDeskDayOut } } }, async (request) =>
    cashDeskDay(db, callerOf(request), request.query.place, request.query.date),
  );
  listRoute(r, db, cashDesksPath, close.permission, cashDeskListQuery, cashDeskPageOut, listCashDesks);
  createRoute(r, db, cashDeskClosePath, close.permission, cashDeskCloseBody, cashDeskOut, closeCashDesk);
  r.post(cancelClosedCashDeskPath, { config: close, schema: { body: cashDeskCancelBody } }, async (request, reply) => {
    await idempotent(db, request, reply, 204, (tx) => cancelClosedCashDesk(tx, callerOf(request), request.body.place, request.body.date));
    return reply.code(204).send();
  });
  getRoute(r, db, `${cashDesksPath}:id/`, close.permission, cashDeskOut, getCashDesk);
  stepRoute(r, db, `${cashDesksPath}:id/confirm/`, confirm.permission, cashDeskOut, confirmCashDesk);
  r.post(cashDeskInfoPath, { config: confirm, schema: { body: cashDeskDecisionBody, response: { 200: z.array(cashDeskOut) } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => decideCashDesks(tx, callerOf(request), request.body.ids, request.body.action)),
  );
  // the closings' sales, and a sale's status inside its closing (the admin checks them before deciding)
  listRoute(r, db, cashDeskInfoPath, confirm.permission, cashDeskInfoQuery, cashDeskSalePageOut, listDeskSales);
  r.patch(`${cashDeskInfoPath}:id/`, { config: confirm, schema: { params: idParams, body: cashDeskSaleStatusBody, response: { 200: cashDeskSaleOut } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => setDeskSaleStatus(tx, callerOf(request), request.params.id, request.body.status)),
  );
  // the desk as an .xlsx file, made here so a link, a script or a phone gets the same file
  r.get(`${cashDesksPath}:id/excel/`, { config: close, schema: { params: idParams, querystring: cashDeskExcelQuery } }, async (request, reply) => {
    const { file, name } = await cashDeskExcel(db, callerOf(request), request.params.id, request.query.lang);
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(file);
  });
});
