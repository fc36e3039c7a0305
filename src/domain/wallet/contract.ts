/**
 * The wallet area's contract (SPEC.md section 7 Wallet; docs/api/money.md): paths, and the answers of
 * the company balance, place balances and transfers, and wallets with their movements. Request bodies
 * are the schemas of src/domain/currency.ts. The server serialises every answer with these schemas.
 */
import * as z from 'zod';

export * from './paths';
import { activeRefOut, datedRecordOut, idOut, moneyOut, NAME_MAX, nameField, pageOf, refOut } from '../fields';
import { currencyRefOut } from '../company/contract';

export const balanceEntryOut = z.object({ id: idOut, amount: moneyOut, currency: currencyRefOut });
export type BalanceEntry = z.infer<typeof balanceEntryOut>;
export const balancesOut = z.array(balanceEntryOut);

export const placeBalancesOut = refOut.extend({ balances: balancesOut });
export type PlaceBalances = z.infer<typeof placeBalancesOut>;

export const walletOut = activeRefOut.extend({ balances: balancesOut });
export type Wallet = z.infer<typeof walletOut>;

export const walletMovementOut = datedRecordOut({
  kind: z.string(),
  delta: moneyOut,
  amount_after: moneyOut,
  currency: currencyRefOut,
  comment: z.string(),
  employee: refOut.nullable(),
});
export type WalletMovement = z.infer<typeof walletMovementOut>;

/** A wallet's journal (newest first) with the count of all its lines. */
export const walletMovementsOut = z.object({ count: z.number().int(), results: z.array(walletMovementOut) });

export const walletDetailOut = walletOut.extend({ movements: walletMovementsOut });
export type WalletDetail = z.infer<typeof walletDetailOut>;

export const walletPageOut = pageOf(walletOut);

/** Wallet: a named money box of the company. */
export const walletSchema = z.object({ name: nameField(NAME_MAX, 'required') });
export type WalletInput = z.infer<typeof walletSchema>;
