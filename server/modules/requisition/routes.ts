/**
 * Requisitions: financial requisitions (admin and manager ask; the admin approves, which
 * pays, or rejects) and goods requisitions (SPEC.md 7 proposals, admin). Decisions that move money or
 * stock are idempotent, one transaction each.
 */
import * as z from 'zod';
import {
  proposalsPath,
  REQUISITION_LINE_ACTIONS,
  requisitionCreateBody,
  requisitionLinesBody,
  requisitionLineOut,
  requisitionListQuery,
  requisitionOut,
  requisitionPageOut,
  requisitionStatusBody,
  requisitionTransferBody,
  financialRequisitionBody,
  financialRequisitionListQuery,
  financialRequisitionOut,
  financialRequisitionPageOut,
  financialRequisitionsPath,
} from '../../../src/domain/requisition/contract';
import { getRoute, listRoute, moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { idempotent } from '../../http/idempotency';
import { idAndChildParams, idParams } from '../../http/params';
import { idField } from '../../../src/domain/fields';
import {
  addRequisitionLines,
  changeRequisitionLine,
  createRequisition,
  deleteRequisition,
  deleteRequisitionLine,
  getRequisition,
  listRequisitions,
  requisitionLinesOf,
  requisitionToTransfer,
  setRequisitionStatus,
} from './goods';
import { createFinancialRequisition, decideFinancialRequisition, getFinancialRequisition, listFinancialRequisitions } from './financial';

export const requisitionRoutes = moduleRoutes((r, db) => {

  // ---------------------------------------------------------------- financial requisitions
  const fin = financialRequisitionsPath;
  listRoute(r, db, fin, 'financialRequisition.write', financialRequisitionListQuery, financialRequisitionPageOut, listFinancialRequisitions);
  r.post(fin, { config: { permission: 'financialRequisition.write' }, schema: { body: financialRequisitionBody, response: { 201: financialRequisitionOut } } }, async (request, reply) =>
    // idempotent: a double click makes one requisition (approving two would pay twice)
    idempotent(db, request, reply, 201, (tx) => createFinancialRequisition(tx, callerOf(request), request.body)),
  );
  getRoute(r, db, `${fin}:id/`, 'financialRequisition.write', financialRequisitionOut, getFinancialRequisition);
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.post(`${fin}:id/${action}/`, { config: { permission: 'financialRequisition.approve' }, schema: { params: idParams, response: { 200: financialRequisitionOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => decideFinancialRequisition(tx, callerOf(request), request.params.id, status)),
    );
  }

  // ---------------------------------------------------------------- goods requisitions (SPEC.md 7 proposals)
  const one = `${proposalsPath}:id/`;
  const lineParams = idAndChildParams('productId');
  const actionParams = z.object({ proposal: idField, id: idField, action: z.enum(REQUISITION_LINE_ACTIONS, { error: 'invalid' }) });
  listRoute(r, db, proposalsPath, 'requisition.write', requisitionListQuery, requisitionPageOut, listRequisitions);
  r.post(proposalsPath, { config: { permission: 'requisition.write' }, schema: { body: requisitionCreateBody, response: { 201: requisitionOut } } }, async (request, reply) =>
    reply.code(201).send(await createRequisition(db, callerOf(request), request.body)),
  );
  getRoute(r, db, one, 'requisition.write', requisitionOut, getRequisition);
  r.delete(one, { config: { permission: 'requisition.write' }, schema: { params: idParams } }, async (request, reply) => {
    await deleteRequisition(db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });
  r.get(`${one}products/`, { config: { permission: 'requisition.write' }, schema: { params: idParams, response: { 200: z.array(requisitionLineOut) } } }, async (request) =>
    requisitionLinesOf(db, callerOf(request), request.params.id),
  );
  r.post(`${one}products/`, { config: { permission: 'requisition.write' }, schema: { params: idParams, body: requisitionLinesBody, response: { 201: z.array(requisitionLineOut) } } }, async (request, reply) =>
    reply.code(201).send(await addRequisitionLines(db, callerOf(request), request.params.id, request.body.products)),
  );
  r.post(`${proposalsPath}:proposal/products/:id/:action/`, { config: { permission: 'requisition.write' }, schema: { params: actionParams, response: { 200: requisitionLineOut } } }, async (request) =>
    changeRequisitionLine(db, callerOf(request), request.params.proposal, request.params.id, request.params.action),
  );
  r.delete(`${one}products/:productId/`, { config: { permission: 'requisition.write' }, schema: { params: lineParams } }, async (request, reply) => {
    await deleteRequisitionLine(db, callerOf(request), request.params.id, request.params.productId);
    return reply.code(204).send();
  });
  r.post(`${one}status/`, { config: { permission: 'requisition.write' }, schema: { params: idParams, body: requisitionStatusBody, response: { 200: requisitionOut } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => setRequisitionStatus(tx, callerOf(request), request.params.id, request.body.status)),
  );
  r.post(`${one}transfer/`, { config: { permission: 'requisition.write' }, schema: { params: idParams, body: requisitionTransferBody, response: { 200: requisitionOut } } }, async (request, reply) =>
    idempotent(db, request, reply, 200, (tx) => requisitionToTransfer(tx, callerOf(request), request.params.id, request.body.from_place)),
  );
});
