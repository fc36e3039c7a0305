/**
 * The auth area's contract (SPEC.md section 7 Auth; sections 3 "Auth user" and 5 "Sign-in"): paths,
 * the sign-in body, and the answers of login and auth info. The server validates and serialises
 * with these; the browser's authProvider and sign-in form use the same paths, rules and types.
 */
import * as z from 'zod';
import { hasControlChars, refOut } from '../fields';
import { ROLES } from '../roles';

export * from './paths';

/** SPEC.md section 5: sign-in. */
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 128;

export const loginBody = z.object({
  username: z
    .string({ error: (iss) => (iss.input == null ? 'required' : 'invalid') })
    .trim()
    .min(1, 'required')
    .max(USERNAME_MAX, 'max_length')
    .refine((s) => !hasControlChars(s), 'invalid'),
  password: z
    .string({ error: (iss) => (iss.input == null ? 'required' : 'invalid') })
    .min(1, 'required')
    .max(PASSWORD_MAX, 'max_length')
    .refine((s) => !s.includes('\u0000'), 'invalid'),
});
export type LoginInput = z.infer<typeof loginBody>;

const role = z.enum(ROLES);

export const authInfoOut = z.object({
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      currencies: z.array(
        z.object({
          id: z.number().int(),
          rate: z.string(),
          currency: refOut,
          is_base: z.boolean(),
          is_secondary_default: z.boolean(),
          is_national: z.boolean(),
        }),
      ),
      baseCurrency: refOut.nullable(),
      secondaryDefaultCurrency: refOut.nullable(),
      nationalCurrency: refOut.nullable(),
      place_type_rates: z.array(
        z.object({ id: z.number().int(), rate: z.string(), place_type: z.number().int(), currency: refOut.nullable(), company: z.number().int() }),
      ),
    })
    .nullable(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    phone: z.string(),
    salary: z.string(),
    sell_percent: z.string(),
    position: z.string(),
    role,
    roles: z.array(role),
    places: z.array(z.number().int()),
    payload: z.object({ picture: z.string().nullable() }),
  }),
});
export type AuthInfo = z.infer<typeof authInfoOut>;

export const loginOut = authInfoOut.extend({ token: z.string() });
export type LoginAnswer = z.infer<typeof loginOut>;

export const healthOut = z.object({ status: z.literal('ok') });
export const uploadOut = z.object({ file: z.string() });
