import { todayUtc } from './period';
import * as z from 'zod';

/**
 * Field schemas every contract builds on (ARCHITECTURE.md section 2), shared by the browser forms and
 * the server's routes, so that both sides agree on what an id, an amount or a name is and bad input is
 * a 400 with a field, never a database error (500).
 *
 * Messages are error codes of src/domain/errors.ts ('required', 'invalid', 'max_length',
 * 'invalid_number' ...); the server answers them with their English text and the browser translates
 * them (app.messages.<code>).
 */

import { CODE_MAX, ID_MAX, LIST_LIMIT_MAX, NAME_MAX, SEARCH_MAX, TEXT_MAX } from './limits';
import { amountProblem, hasControlChars, INTEGER_CODE, normaliseAmount, PERCENT_RULE, POSITIVE_MONEY_RULE, RATE_RULE, toIntegerInput, type AmountOptions, type IntegerOptions } from './rules';
export { CODE_MAX, ID_MAX, LIST_LIMIT_MAX, NAME_MAX, SEARCH_MAX, TEXT_MAX };
// the plain rules under the schemas (src/domain/rules.ts: no zod, for the till's first load)
export { amountProblem, hasControlChars, INTEGER_CODE, integerProblem, normaliseAmount, PERCENT_RULE, POSITIVE_MONEY_RULE, RATE_RULE, toIntegerInput } from './rules';
export type { AmountOptions, IntegerOptions } from './rules';

/** 'required' when the value is missing, else 'invalid' (zod's `error` callback). */
export const requiredOrInvalid = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? 'required' : 'invalid');

// ------------------------------------------------------------------------------------ ids

const toIdInput = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/** A required id: an integer 1 .. 2^31-1. Accepts "12" (forms, paths); '' / null / undefined -> 'required'. */
export const idField = z.preprocess(
  toIdInput,
  z.number({ error: requiredOrInvalid }).int('invalid').min(1, 'invalid').max(ID_MAX, 'invalid'),
);
/** An id that may be absent or null (null kept: "no value"). */
export const optionalIdField = z.preprocess(
  (v) => (v === '' ? undefined : v === null ? null : toIdInput(v)),
  z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(ID_MAX, 'invalid').nullable().optional(),
);

/** A list of ids; from forms and queries also "1,2,3". */
export const idArray = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
      : v,
  z.array(z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(ID_MAX, 'invalid'), { error: 'invalid' }).max(1000, 'max_length'),
);

/** Path parameters `{id}`. */
export const idParams = z.object({ id: idField });

// ------------------------------------------------------------------------------------ texts

/** A required name: trimmed, 1..max characters, no control characters. `requiredCode` is the spec's text code. */
export function nameField(max = NAME_MAX, requiredCode = 'required') {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredCode : 'invalid') })
    .trim()
    .min(1, requiredCode)
    .max(max, 'max_length')
    .refine((s) => !hasControlChars(s), 'invalid');
}

/** An optional free text (address, comment, code): trimmed, at most max, no control characters but new lines. */
export function textField(max = TEXT_MAX) {
  return z
    .string({ error: 'invalid' })
    .trim()
    .max(max, 'max_length')
    .refine((s) => !hasControlChars(s, true), 'invalid');
}

/** A required free text (a comment that must be given). */
export function requiredTextField(max = TEXT_MAX) {
  return z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, 'required')
    .max(max, 'max_length')
    .refine((s) => !hasControlChars(s, true), 'invalid');
}

/**
 * A phone as SPEC.md 5/9 keeps it: plus and 12 digits. It may be typed as people write it
 * ('+998 90 111-22-33', '+998 (90) 111 22 33'): spaces, hyphens, dots and brackets are dropped before
 * the check, and what is stored (and compared for uniqueness) is '+998901112233'. `problem` is the
 * message code of a phone that is not one.
 */
export const internationalPhone = (problem: string) =>
  z
    .string({ error: requiredOrInvalid })
    .trim()
    .overwrite((s) => s.replace(/[\s().-]/g, ''))
    .min(1, 'required')
    .regex(/^\+\d{12}$/, problem);

/** An employee's phone (SPEC.md: 'Phone is invalid'). */
export const phoneField = internationalPhone('phone_invalid');

/** E-mail, at most 64 characters. */
export const emailField = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, 'required')
  .max(64, 'max_length')
  .regex(/^[^\s@\u0000-\u001F]+@[^\s@\u0000-\u001F]+\.[^\s@\u0000-\u001F]+$/, 'email_invalid');

/** A calendar date `YYYY-MM-DD` that exists. */
export const dateField = z
  .string({ error: requiredOrInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'invalid');

/** A calendar date no later than today (UTC: src/domain/period.ts): 'future_date' otherwise. */
export const pastDateField = dateField.refine((d) => d <= todayUtc(), 'future_date');

/** true/false from JSON, or "true"/"false"/"1"/"0"/"on"/"off" from forms and queries. */
export const boolField = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(s)) return true;
  if (['false', '0', 'off', 'no', ''].includes(s)) return false;
  return v;
}, z.boolean({ error: 'invalid' }));

// ------------------------------------------------------------------------------------ amounts

/**
 * An amount on the wire: a decimal string (a JSON number is accepted and turned into its string) with
 * at most `places` decimals; the output is the normalised decimal string ("12,5" -> "12.5").
 */
export function amountField(options: AmountOptions = {}) {
  return z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v == null && options.requiredCode ? '' : v),
    z
      .string({ error: requiredOrInvalid })
      .superRefine((s, ctx) => {
        const problem = amountProblem(s, options);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((s) => {
        const n = normaliseAmount(s);
        return n.startsWith('+') ? n.slice(1) : n;
      }),
  );
}

/** Money: >= 0, 2 places. */
export const moneyField = amountField();
/** A payment, transfer or withdrawal: > 0, 2 places (the browser's payment fields use the same rule). */
export const positiveMoneyField = amountField(POSITIVE_MONEY_RULE);
/** A currency rate: > 0, 6 places (the browser's rate fields use the same rule). */
export const rateField = amountField(RATE_RULE);
/** A percent 0..100 with 2 places (the price group's percent field uses the same rule). */
export const percentField = amountField(PERCENT_RULE);

// ------------------------------------------------------------------------------------ integers

/**
 * A whole number from a JSON body (a quantity): missing -> 'required', 1.5 or "x" -> 'integer_required'
 * ('Enter an integer'), out of range -> minCode / maxCode. The one integer rule of the API and forms.
 */
export function integerNumber({ min, max, minCode = 'invalid', maxCode = 'invalid', nonZero = false }: IntegerOptions = {}) {
  let n = z.number({ error: (iss) => (iss.input == null ? 'required' : INTEGER_CODE) }).int(INTEGER_CODE);
  if (min !== undefined) n = n.min(min, minCode);
  if (max !== undefined) n = n.max(max, maxCode);
  return nonZero ? n.refine((x) => x !== 0, 'invalid') : n;
}

/** integerNumber that also takes what a form field holds (a string): "1.5" -> 'integer_required'. */
export function integerField(options: IntegerOptions = {}) {
  return z.preprocess(toIntegerInput, integerNumber(options));
}

// ------------------------------------------------------------------------------------ queries

/** A query parameter that may be sent empty: '' is the same as absent (no filter). */
export const emptyIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** An optional id in a query string ('' = no filter). */
export const queryId = emptyIsAbsent(idField);
/** Comma-joined ids in a query string: "1,2,3" exactly (no empty items), each within range. */
export const queryIdList = z
  .string({ error: 'invalid' })
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'invalid')
  .transform((s) => s.split(',').map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= ID_MAX), 'invalid');
/** Comma-joined ids in a query string ('' = no filter). */
export const queryIds = emptyIsAbsent(queryIdList);
/** "true"/"false" in a query string. */
export const queryBool = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'invalid' })
  .transform((v) => ['true', 'True', '1'].includes(v));

/** The query of every list endpoint (ARCHITECTURE.md section 3). */
export const pageQuery = z.object({
  offset: z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(ID_MAX, 'invalid').default(0),
  limit: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(LIST_LIMIT_MAX, 'invalid').default(10),
  search: textField(SEARCH_MAX).optional(),
  ordering: z.string().max(64, 'max_length').regex(/^-?[a-z_]*$/, 'invalid').optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A paged answer `{count, next, previous, results}` of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    /** true when `count` is only a lower bound: a broad search stops counting at a cap; the
     *  pager then says 'more than' and `next` tells whether another page follows */
    count_capped: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/*
 * Answers: response schemas are ENCODED by the server (fastify-type-provider-zod uses zod's encode),
 * so they must not use z.preprocess or .transform (unidirectional): use these plain ones.
 */
/** An id in an answer. */
export const idOut = z.number().int();
/** A record named in an answer: its id and name (a place, a currency, an employee, ...). */
export const refOut = z.object({ id: idOut, name: z.string() });
/** A reference-table record in an answer: its id, name and whether it is still offered (a type, a dictionary entry). */
export const activeRefOut = refOut.extend({ is_active: z.boolean() });
/** A money value in an answer: a 2-place decimal string. */
export const moneyOut = z.string().regex(/^-?\d+\.\d{2}$/);
/** An amount in a named currency in an answer (a prepayment, a change, a balance). */
export const currencyAmountOut = z.object({ amount: moneyOut, currency: refOut });
/** A rate in an answer: a decimal string. */
export const rateOut = z.string().regex(/^-?\d+(\.\d+)?$/);
/** An ISO timestamp in an answer. */
export const dateTimeOut = z.union([z.string(), z.date()]);
/**
 * A dated record in an answer (a debt, a coverage, a sale, a journal line): its id and when it was
 * made, then its own fields, in that order.
 */
export function datedRecordOut<S extends z.ZodRawShape>(shape: S) {
  return z.object({ id: idOut, created_at: dateTimeOut, ...shape });
}

/** A product named in an answer (a line of stock, a sale, a booking, a transfer, an order). */
export const productRefOut = z.object({ id: idOut, name: z.string(), model: z.string(), vendor_code: z.string() });
/** A line of goods in an answer: units of a product in a size at a place (a placement, a booking's or a sale's line). */
export const stockLineOut = z.object({
  id: idOut,
  product: productRefOut,
  size: refOut,
  place: refOut,
  quantity: z.number().int(),
});
