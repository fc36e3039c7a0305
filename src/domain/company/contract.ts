/**
 * The company area's contract (SPEC.md section 7 Company; docs/api/money.md): paths, and the answers of
 * places, place types, place type rates, place currencies, company currency rates and exchanges. The
 * request bodies are the schemas of src/domain/currency.ts. The server serialises every answer with
 * these schemas (only what they name is sent); the browser's types are inferred from them.
 */
import * as z from 'zod';

export * from './paths';
import { activeRefOut, idField, idOut, integerField, moneyField, moneyOut, NAME_MAX, nameField, pageOf, positiveMoneyField, rateField, rateOut, refOut, requiredTextField, textField } from '../fields';
import { COMMENT_MAX } from '../currency';

/** A currency named in an answer. */
export const currencyRefOut = refOut;
export type CurrencyRef = z.infer<typeof currencyRefOut>;

export const placeTypeOut = activeRefOut;
export type PlaceType = z.infer<typeof placeTypeOut>;

export const placeTypeRateOut = z.object({ id: idOut, rate: rateOut, place_type: idOut, currency: currencyRefOut, company: idOut });
export type PlaceTypeRate = z.infer<typeof placeTypeRateOut>;

/** POST place_types: the type with the rates made in the same call. */
export const placeTypeCreatedOut = placeTypeOut.extend({ rates: z.array(placeTypeRateOut) });

export const placeOut = refOut.extend({
  address: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  type: refOut,
});
export type PlaceDto = z.infer<typeof placeOut>;

export const placeCurrencyOut = z.object({
  id: idOut,
  place: idOut,
  currency: currencyRefOut,
  /** the company rate of that currency */
  rate: rateOut.nullable(),
  /** the minimum amount to remain at the place */
  amount_to_remain: moneyOut,
  is_base_currency: z.boolean(),
  is_secondary_default: z.boolean(),
});
export type PlaceCurrency = z.infer<typeof placeCurrencyOut>;

/** POST places: the place with the currencies made in the same call. */
export const placeCreatedOut = placeOut.extend({ currencies: z.array(placeCurrencyOut) });

export const companyRateOut = z.object({
  id: idOut,
  rate: rateOut,
  currency: currencyRefOut,
  is_base: z.boolean(),
  is_national: z.boolean(),
  is_secondary_default: z.boolean(),
});
export const companyRatePatchedOut = z.object({ id: idOut, rate: rateOut, currency: currencyRefOut });
export type CompanyCurrencyRate = z.infer<typeof companyRatePatchedOut>;

export const exchangeOut = z.object({
  id: idOut,
  from_amount: moneyOut,
  from_currency: currencyRefOut,
  to_amount: moneyOut,
  to_currency: currencyRefOut,
  rate: rateOut,
});
export type ExchangeResult = z.infer<typeof exchangeOut>;

/** The company's settings (GET/PATCH company settings). */
export const companySettingsOut = z.object({
  /** how old (hours) a sale made offline at the till may be before it waits for a manager's approval */
  offline_window_hours: z.number().int(),
});
export type CompanySettings = z.infer<typeof companySettingsOut>;

export const placeTypePageOut = pageOf(placeTypeOut);
export const placeTypeRatePageOut = pageOf(placeTypeRateOut);
export const placePageOut = pageOf(placeOut);

// ------------------------------------------------------------------------------------ request bodies

// The money fields of this area are the shared field rules (src/domain/fields.ts): one description of
// an amount, a rate and an id for the whole API, with its precise messages.

/** A name: required, at most NAME_MAX, no control characters (the shared field). */
const requiredName = (code = 'required') => nameField(NAME_MAX, code);

// ------------------------------------------------------------------------------------ schemas

/** Place type: name required ('is required'), max 64. */
export const placeTypeSchema = z.object({ name: requiredName() });
export type PlaceTypeInput = z.infer<typeof placeTypeSchema>;

/** The same currency twice in one list: refused on the list's field (`rates`, `currencies`). */
function uniqueCurrencies(field: string) {
  return (list: readonly { currency: number }[] | undefined, ctx: z.RefinementCtx) => {
    if (!list) return;
    const seen = new Set<number>();
    for (const item of list) {
      if (seen.has(item.currency)) ctx.addIssue({ code: 'custom', message: 'duplicate_currency', path: [field] });
      seen.add(item.currency);
    }
  };
}

/**
 * POST place type: the type and, in the same call, its rates (the wizard saves once at the
 * end, so a wizard left half-way leaves nothing behind).
 */
export const placeTypeCreateSchema = placeTypeSchema
  .extend({ rates: z.array(z.object({ currency: idField, rate: rateField }), { error: 'invalid' }).max(50, 'invalid').optional() })
  .superRefine((v, ctx) => uniqueCurrencies('rates')(v.rates, ctx));
export type PlaceTypeCreateInput = z.infer<typeof placeTypeCreateSchema>;

/** Place type rate: one per (type, currency). */
export const placeTypeRateSchema = z.object({ rate: rateField, place_type: idField, currency: idField });
export type PlaceTypeRateInput = z.infer<typeof placeTypeRateSchema>;
export const placeTypeRatePatchSchema = z.object({ rate: rateField });

/** Place: name required ('of place is required'), max 64; type required; address optional. */
export const placeSchema = z.object({
  name: requiredName('place_name_required'),
  type: idField,
  address: textField(255).nullish().transform((v) => v ?? ''),
  image: z.string().max(1000, 'max_length').nullish(),
});
export type PlaceInput = z.infer<typeof placeSchema>;
export const placePatchSchema = placeSchema.partial();

/**
 * POST place: the place and, in the same call, its currencies. Exactly one base currency:
 * when none is marked, the first one is the base.
 */
export const placeCreateSchema = placeSchema
  .extend({
    currencies: z
      .array(z.object({ currency: idField, is_base_currency: z.boolean().optional(), amount_to_remain: moneyField.optional() }), {
        error: 'invalid',
      })
      .max(50, 'invalid')
      .optional(),
  })
  .superRefine((v, ctx) => {
    uniqueCurrencies('currencies')(v.currencies, ctx);
    if (v.currencies && v.currencies.filter((c) => c.is_base_currency).length > 1) {
      ctx.addIssue({ code: 'custom', message: 'one_base_currency', path: ['currencies'] });
    }
  });
export type PlaceCreateInput = z.infer<typeof placeCreateSchema>;

/** Place currency (place wizard step 1). */
export const placeCurrencySchema = z.object({
  place: idField,
  currency: idField,
  is_base_currency: z.boolean().optional().default(false),
  amount_to_remain: moneyField.optional(),
});
export type PlaceCurrencyInput = z.infer<typeof placeCurrencySchema>;
export const placeCurrencyPatchSchema = z.object({
  amount_to_remain: moneyField.optional(),
  is_base_currency: z.boolean().optional(),
  is_secondary_default: z.boolean().optional(),
});

/** Company currency rate (settings card): the base currency's rate cannot be edited. */
export const currencyRateSchema = z.object({ rate: rateField });

/** Currency converter request. */
export const exchangeSchema = z.object({
  from_currency: idField,
  to_currency: idField,
  from_amount: positiveMoneyField,
  rate: rateField,
});
export type ExchangeInput = z.infer<typeof exchangeSchema>;

const comment = requiredTextField(COMMENT_MAX);

/** Company balance operation (replenish or withdraw), wallet replenish/withdraw. */
export const balanceOperationSchema = z.object({ amount: positiveMoneyField, currency: idField, comment });
export type BalanceOperationInput = z.infer<typeof balanceOperationSchema>;

/** Company <-> place transfer; `id` (the place) is optional in the body (the path carries it). */
export const placeBalanceOperationSchema = z.object({
  id: idField.optional(),
  amount: positiveMoneyField,
  currency: idField,
  comment,
});
/** Place -> company: withdraw_all=true moves the whole balance of that currency (amount then ignored). */
export const placeWithdrawSchema = z
  .object({
    id: idField.optional(),
    amount: positiveMoneyField.optional(),
    currency: idField,
    comment,
    withdraw_all: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.withdraw_all && v.amount === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['amount'] });
  });

/** The offline sales' window: whole hours, 1 .. 30 days. */
export const OFFLINE_WINDOW_HOURS_MIN = 1;
export const OFFLINE_WINDOW_HOURS_MAX = 720;
export const offlineWindowHoursField = integerField({
  min: OFFLINE_WINDOW_HOURS_MIN,
  max: OFFLINE_WINDOW_HOURS_MAX,
  minCode: 'offline_window_hours_range',
  maxCode: 'offline_window_hours_range',
});

/** PATCH company settings (the settings page's "Offline sales" card; admin). */
export const companySettingsPatchSchema = z.object({ offline_window_hours: offlineWindowHoursField });
export type CompanySettingsPatch = z.infer<typeof companySettingsPatchSchema>;
