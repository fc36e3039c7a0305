/**
 * Stock movement routes (SPEC.md section 7 Reception, Transfer). Every POST, PATCH and DELETE
 * that changes lines or moves stock runs through idempotent(): a double click or a retried request is
 * one operation.
 */
import * as z from 'zod';
import {
  distributionBody,
  distributionPageOut,
  distributionPath,
  distributionQuery,
  fabricLookupOut,
  fabricLookupPath,
  fabricLookupQuery,
  factoryCreateBody,
  factoryLinePatchBody,
  factoryListQuery,
  factoryProcessBody,
  factoryTransferDetailOut,
  factoryTransferPageOut,
  factoryTransfersPath,
  fromFactoryPath,
  receptionCreateBody,
  receptionGroupOut,
  receptionLineOut,
  receptionLinesBody,
  receptionListQuery,
  receptionOut,
  receptionPageOut,
  receptionsPath,
  transferByCodeBody,
  transferByCodePath,
  transferCreateBody,
  transferDetailOut,
  transferLineOut,
  transferLinesBody,
  transferListQuery,
  transferPageOut,
  transferPatchBody,
  transfersPath,
} from '../../../src/domain/movement/contract';
import { createRoute, documentRoutes, getRoute, lineRoutes, listRoute, moduleRoutes, stepRoute, type TypedRouter } from '../../http/routes';
import { callerOf, type Caller } from '../../auth/access';
import type { Db, Tx } from '../../db/connect';
import type { Action } from '../../../src/domain/permissions';
import { forbidden } from '../../errors';
import { idempotent } from '../../http/idempotency';
import { page } from '../../http/list';
import { idAndChildParams, idParams } from '../../http/params';
import { fabricLookupConfig, lookupFabric } from './fabric';
import { createFactoryTransfer, getFactoryTransfer, listFactoryTransfers, patchFactoryLine, processFactoryTransfer } from './factory';
import {
  acceptReception,
  addReceptionLines,
  cleanReception,
  createReception,
  deleteReception,
  deleteReceptionLine,
  getReception,
  listReceptions,
  receptionGroups,
  receptionLinesOf,
  setReceptionLineQuantity,
} from './receptions';
import { seesAllPlaces } from './shared';
import {
  acceptTransfer,
  addTransferLines,
  createTransfer,
  deleteTransfer,
  deleteTransferLine,
  distribute,
  distributionRows,
  getTransfer,
  listTransfers,
  patchTransfer,
  sendTransfer,
  setTransferLineQuantity,
  transferByCode,
  transferLinesOf,
} from './transfers';

const lineParams = idAndChildParams('lineId');

/**
 * A reception's or a transfer's lines (lineRoutes): the list and a change answer the lines, an addition
 * answers the lines it added from the body's `products`.
 */
function documentLines<L extends z.ZodTypeAny, Body extends z.ZodType<{ products: Item[] }>, Item>(
  r: TypedRouter,
  db: Db,
  one: string,
  permission: Action | { read: Action; write: Action },
  line: L,
  body: Body,
  service: {
    list: (db: Db, caller: Caller, id: number) => Promise<z.input<L>[]>;
    add: (tx: Tx, caller: Caller, id: number, products: Item[]) => Promise<z.input<L>[]>;
    setQuantity: (tx: Tx, caller: Caller, id: number, lineId: number, quantity: number) => Promise<z.input<L>>;
    remove: (tx: Tx, caller: Caller, id: number, lineId: number) => Promise<unknown>;
  },
) {
  lineRoutes(r, db, one, permission, { line, addBody: body, added: z.array(line), changed: line }, {
    ...service,
    add: (tx, caller, id, sent) => service.add(tx, caller, id, sent.products),
  });
}

export const movementRoutes = moduleRoutes((r, db) => {

  // ------------------------------------------------------------------ receptions (admin, manager)
  {
    const one = `${receptionsPath}:id/`;
    const write = { permission: 'reception.write' } as const;
    documentRoutes(r, db, receptionsPath, write.permission, receptionOut, {
      list: [receptionListQuery, receptionPageOut, listReceptions],
      create: [receptionCreateBody, createReception],
      get: getReception,
      remove: deleteReception,
    });
    r.get(`${one}products/grouped/`, { config: write, schema: { params: idParams, response: { 200: z.array(receptionGroupOut) } } }, async (request) =>
      receptionGroups(db, callerOf(request), request.params.id),
    );
    documentLines(r, db, one, write.permission, receptionLineOut, receptionLinesBody, { list: receptionLinesOf, add: addReceptionLines, setQuantity: setReceptionLineQuantity, remove: deleteReceptionLine });
    stepRoute(r, db, `${one}clean/`, write.permission, receptionOut, cleanReception);
    stepRoute(r, db, `${one}accept/`, write.permission, receptionOut, acceptReception);
  }

  // ------------------------------------------------------------------ transfers (every role at its places)
  {
    const one = `${transfersPath}:id/`;
    const write = { permission: 'transfer.write' } as const;
    r.get(transfersPath, { config: write, schema: { querystring: transferListQuery, response: { 200: transferPageOut } } }, async (request) => {
      const caller = callerOf(request);
      // the whole history with its filters is the admin's (SPEC.md 6); others see their places' boxes
      if (request.query.box === 'all' && !seesAllPlaces(caller) && (request.query.places || request.query.date_after || request.query.date_before)) throw forbidden();
      const { count, results } = await listTransfers(db, caller, request.query);
      return page(request, request.query, count, results);
    });

    r.post(transferByCodePath, { config: write, schema: { body: transferByCodeBody, response: { 200: transferDetailOut } } }, async (request) =>
      transferByCode(db, callerOf(request), request.body.code),
    );
    documentRoutes(r, db, transfersPath, write.permission, transferDetailOut, { create: [transferCreateBody, createTransfer], get: getTransfer, remove: deleteTransfer });
    r.patch(one, { config: write, schema: { params: idParams, body: transferPatchBody, response: { 200: transferDetailOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => patchTransfer(tx, callerOf(request), request.params.id, request.body)),
    );
    // SPEC.md 6: adding products to a transfer (and changing its lines) is the admin's; reading them is everyone's
    documentLines(r, db, one, { read: write.permission, write: 'transfer.add_products' }, transferLineOut, transferLinesBody, { list: transferLinesOf, add: addTransferLines, setQuantity: setTransferLineQuantity, remove: deleteTransferLine });
    stepRoute(r, db, `${one}send/`, write.permission, transferDetailOut, sendTransfer);
    stepRoute(r, db, `${one}accept/`, write.permission, transferDetailOut, acceptTransfer);
  }

  // ------------------------------------------------------------------ distribution (admin)
  {
    const write = { permission: 'distribution.write' } as const;
    listRoute(r, db, distributionPath, write.permission, distributionQuery, distributionPageOut, distributionRows);
    createRoute(r, db, distributionPath, write.permission, distributionBody, transferDetailOut, distribute);
  }

  // ------------------------------------------------------------------ deliveries from the factory (every role: SPEC.md 2)
  {
    const one = `${factoryTransfersPath}:id/`;
    const write = { permission: 'transfer.write' } as const;
    r.post(fromFactoryPath, { config: write, bodyLimit: 4 * 1024 * 1024, schema: { body: factoryCreateBody, response: { 201: factoryTransferDetailOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 201, (tx) => createFactoryTransfer(tx, callerOf(request), request.body)),
    );
    listRoute(r, db, factoryTransfersPath, write.permission, factoryListQuery, factoryTransferPageOut, listFactoryTransfers);
    getRoute(r, db, one, write.permission, factoryTransferDetailOut, getFactoryTransfer);
    r.patch(`${one}lines/:lineId/`, { config: write, schema: { params: lineParams, body: factoryLinePatchBody, response: { 200: factoryTransferDetailOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => patchFactoryLine(tx, callerOf(request), request.params.id, request.params.lineId, request.body)),
    );
    r.post(`${one}process/`, { config: write, schema: { params: idParams, body: factoryProcessBody, response: { 200: factoryTransferDetailOut } } }, async (request, reply) =>
      idempotent(db, request, reply, 200, (tx) => processFactoryTransfer(tx, callerOf(request), request.params.id, request.body.place)),
    );
  }

  // ------------------------------------------------------------------ fabric barcode lookup (whoever handles factory deliveries)
  // SPEC.md 7 Transfer: the server asks the configured fabric service (server/modules/movement/fabric.ts)
  r.get(fabricLookupPath, { config: { permission: 'transfer.write' }, schema: { querystring: fabricLookupQuery, response: { 200: fabricLookupOut } } }, async (request) =>
    lookupFabric(fabricLookupConfig(), request.query.barcode, request.log),
  );
});
