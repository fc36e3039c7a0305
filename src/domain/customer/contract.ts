/**
 * The customer area's contract (SPEC.md sections 3 'Customer', 5, 7 'Customers', 8): the
 * customer's fields, the balance operation, and the answers. Built on src/domain/fields.ts.
 */
import * as z from 'zod';
import { walletMovementsOut } from '../wallet/contract';
import { currencyAmountOut, datedRecordOut, emailField, idField, idOut, internationalPhone, moneyField, moneyOut, nameField, pageOf, pageQuery, percentField, positiveMoneyField, queryBool, requiredTextField, textField, refOut } from '../fields';

export * from './paths';

/** '+' and 12 digits; SPEC.md: 'Phone number must be international'. */
export const customerPhoneField = internationalPhone('phone_not_international');

export const customerCreateBody = z.object({
  name: nameField(64),
  phone: customerPhoneField,
  email: emailField.nullish(),
  address: textField(255).optional(),
  percentage_discount: percentField.optional(),
  /** a debt from before the system, in the base currency (SPEC.md 3 'old debt') */
  old_debt: moneyField.optional(),
});
export type CustomerCreateInput = z.infer<typeof customerCreateBody>;
export const customerPatchBody = customerCreateBody.partial();
export type CustomerPatchInput = z.infer<typeof customerPatchBody>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** ?is_active=true (the default), false (the deactivated ones) or all (both). */
export const customerListQuery = pageQuery.extend({
  is_active: z.union([z.literal('all'), queryBool], { error: 'invalid' }).optional(),
  approval_status: z.enum(APPROVAL_STATUSES, { error: 'invalid' }).optional(),
});

/**
 * POST {id}/balance_replenish_withdraw/. SPEC.md 5 'Balance operation': disabled while
 * currency, amount or comment is empty, so the comment is required (as the company's and the wallets').
 */
export const customerBalanceBody = z.object({
  operation: z.enum(['replenishment', 'withdraw'], { error: 'invalid' }),
  amount: positiveMoneyField,
  currency: idField,
  comment: requiredTextField(255),
});
export type CustomerBalanceInput = z.infer<typeof customerBalanceBody>;


export const customerOut = refOut.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  percentage_discount: z.string(),
  approval_status: z.enum(APPROVAL_STATUSES),
  is_active: z.boolean(),
  balance: z.array(currencyAmountOut),
  /** the old debt still owed (base currency) */
  old_debt: moneyOut,
  /** what the customer owes in the base currency: sales on credit not yet covered, and the old debt */
  total_debt: moneyOut,
  /** the company's base currency, which debts are counted in */
  debt_currency: refOut.nullable(),
});
export type CustomerDto = z.infer<typeof customerOut>;
/**
 * A customer as a role without customer access (customer.read) is sent it: no balance and no debts. Such a
 * role (a seller) only looks a booking's customer up (customer.lookup); server/auth/scope.ts strips them.
 */
export const customerLookupOut = customerOut.omit({ balance: true, old_debt: true, total_debt: true, debt_currency: true });
/** What GET customers answers: the whole customer, or the lookup for a role without customer access. */
export type CustomerSeen = CustomerDto | z.infer<typeof customerLookupOut>;
export const customerSeenOut = z.union([customerOut, customerLookupOut]);
export { customerMoney } from './money';
export const customerPageOut = pageOf(customerOut);
export const customerSeenPageOut = pageOf(customerSeenOut);

/** A consignee of a customer (SPEC.md 3): city, postcode, phone (one per customer), e-mail. */
export const consigneeBody = z.object({
  city: nameField(64),
  postcode: textField(16).optional(),
  phone: customerPhoneField,
  email: emailField.nullish(),
});
export type ConsigneeInput = z.infer<typeof consigneeBody>;
export const consigneePatchBody = consigneeBody.partial();
export const consigneeOut = z.object({ id: idOut, city: z.string(), postcode: z.string(), phone: z.string(), email: z.string().nullable() });
export type ConsigneeDto = z.infer<typeof consigneeOut>;

/** A sale on credit of the customer (SPEC.md 3: debt {id, total_debt, debt_coverage, sell}), base currency. */
export const debtOut = datedRecordOut({
  sell: z.object({ id: idOut, total_sum: moneyOut, quantity: z.number().int(), place: refOut }),
  total_debt: moneyOut,
  debt_coverage: moneyOut,
  /** what is still owed */
  remaining: moneyOut,
  currency: refOut,
  status: z.enum(['open', 'canceled']),
});
export type DebtDto = z.infer<typeof debtOut>;

/**
 * POST {id}/debts/{debtId}/cover/ and {id}/cover_old_debt/: money paid at a place in one of its
 * currencies. A debt's coverage above what is owed comes back as change (kind debt_coverage_changes);
 * the old debt's is refused above the old debt (SPEC.md 5).
 */
export const debtCoverBody = z.object({
  debt_coverage: positiveMoneyField,
  currency: idField,
  place: idField,
});
export type DebtCoverInput = z.infer<typeof debtCoverBody>;

export const coverageOut = datedRecordOut({
  ...currencyAmountOut.shape,
  /** what it covered, in the base currency */
  covered: moneyOut,
  change: moneyOut,
  place: refOut,
  employee: refOut.nullable(),
});
export type CoverageDto = z.infer<typeof coverageOut>;

/** GET customer_wallets/{id}/: the customer's balance per currency and its journal (newest first, paged). */
export const customerWalletsOut = z.object({
  balance: z.array(currencyAmountOut),
  movements: walletMovementsOut,
});
export type CustomerWalletsDto = z.infer<typeof customerWalletsOut>;
