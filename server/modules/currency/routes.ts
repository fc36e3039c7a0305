/**
 * Company currencies (SPEC.md section 7): the company's rates (read by every role, edited by the admin;
 * the base currency's rate cannot change) and the converter on the company balance (an exchange
 * through the money ledger, one operation per Idempotency-Key).
 */
import * as z from 'zod';
import { companyRateOut, companyRatePatchedOut, currencyExchangesPath, currencyRatesPath, exchangeOut } from '../../../src/domain/company/contract';
import { currencyRateSchema, exchangeSchema } from '../../../src/domain/company/contract';
import { moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { idempotent } from '../../http/idempotency';
import { idParams } from '../../http/params';
import { exchange, listCurrencyRates, updateCurrencyRate } from './service';

export const currencyRoutes = moduleRoutes((r, db) => {
  r.get(currencyRatesPath, { config: { permission: 'currency.read' }, schema: { response: { 200: z.array(companyRateOut) } } }, async (request) => listCurrencyRates(db, callerOf(request)));
  r.patch(
    `${currencyRatesPath}:id/`,
    { config: { permission: 'currency.rate.write' }, schema: { response: { 200: companyRatePatchedOut }, params: idParams, body: currencyRateSchema } },
    async (request) => updateCurrencyRate(db, callerOf(request), request.params.id, request.body.rate),
  );
  r.post(currencyExchangesPath, { config: { permission: 'money.exchange' }, schema: { response: { 201: exchangeOut }, body: exchangeSchema } }, async (request, reply) =>
    idempotent(db, request, reply, 201, (tx) => exchange(tx, callerOf(request), request.body)),
  );
});
