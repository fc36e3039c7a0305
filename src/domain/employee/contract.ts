/**
 * The employee area's contract (SPEC.md sections 3 'Employee', 5 'Employee', 7 'Employees', 8):
 * the employee's fields as the admin's form and the profile send them, the password change, and the
 * answer (never the password). Built on src/domain/fields.ts.
 */
import * as z from 'zod';
import { emailField, idField, idOut, moneyField, moneyOut, nameField, pageOf, pageQuery, percentField, phoneField, queryBool, requiredOrInvalid, requiredTextField, refOut } from '../fields';
import { ROLES } from '../roles';

export * from './paths';

/** SPEC.md 9: username 64, password 128, passport id 10. */
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 128;
/** SPEC.md is silent on a minimum: 8 characters. */
export const PASSWORD_MIN = 8;
export const PASSPORT_MAX = 10;

/** Letters, digits and @ . + - _ (the sign-in name; unique whatever its case across all companies). */
export const usernameField = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, 'required')
  .max(USERNAME_MAX, 'max_length')
  .regex(/^[\p{L}\p{N}_.@+-]*$/u, 'username_invalid');

/** A new password: 8..128 characters, no NUL; kept as typed (not trimmed). */
export const passwordField = z.string({ error: requiredOrInvalid }).superRefine((s, ctx) => {
  if (s === '') ctx.addIssue({ code: 'custom', message: 'required' });
  else if (s.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', message: 'password_too_short' });
  else if (s.length > PASSWORD_MAX) ctx.addIssue({ code: 'custom', message: 'max_length' });
  else if (s.includes('\u0000')) ctx.addIssue({ code: 'custom', message: 'invalid' });
});

export const roleField = z.enum(ROLES, { error: 'invalid' });
export const rolesField = z
  .array(roleField, { error: requiredOrInvalid })
  .min(1, 'required')
  .max(ROLES.length, 'invalid')
  .refine((list) => new Set(list).size === list.length, 'invalid');
export const placesField = z
  .array(idField, { error: requiredOrInvalid })
  .min(1, 'required')
  .max(1000, 'max_length')
  .refine((list) => new Set(list).size === list.length, 'invalid');

/** Every field of SPEC.md 3 but the password and is_active; all required (SPEC.md 5). */
export const employeeFields = z.object({
  username: usernameField,
  name: nameField(64),
  passport_id: nameField(PASSPORT_MAX),
  phone: phoneField,
  email: emailField,
  address: requiredTextField(255),
  position: nameField(64),
  /** the fee per working day, in salary_currency */
  salary: moneyField,
  salary_currency: idField,
  sell_percent: percentField,
  roles: rolesField,
  places: placesField,
  current_workplace: idField,
});

/** The current workplace is one of the allowed places. */
function workplaceInPlaces(v: { places?: number[]; current_workplace?: number }, ctx: z.RefinementCtx) {
  if (v.places && v.current_workplace !== undefined && !v.places.includes(v.current_workplace)) {
    ctx.addIssue({ code: 'custom', message: 'workplace_not_in_places', path: ['current_workplace'] });
  }
}

/** POST /company/v1/employees/. */
export const employeeCreateBody = employeeFields.extend({ password: passwordField }).superRefine(workplaceInPlaces);
export type EmployeeCreateInput = z.infer<typeof employeeCreateBody>;

/** PUT {id}/: every field again, no password. */
export const employeePutBody = employeeFields.superRefine(workplaceInPlaces);

/**
 * PATCH {id}/: any of the fields; no password (its own call). is_active only on one's own record
 * (SPEC.md 3; an admin deactivates others by DELETE); picture: an upload of POST /upload/ or null.
 */
export const employeePatchBody = employeeFields
  .partial()
  .extend({
    is_active: z.boolean({ error: 'invalid' }).optional(),
    picture: z.string({ error: 'invalid' }).max(200, 'max_length').nullable().optional(),
    /** never here: the password has its own call (set_password/) */
    password: z.undefined({ error: 'invalid' }).optional(),
  })
  .superRefine(workplaceInPlaces);
export type EmployeePatchInput = z.infer<typeof employeePatchBody>;

/** The fields an employee who is not an admin may change on their own record. */
export const SELF_EDITABLE = ['name', 'phone', 'email', 'address', 'passport_id', 'picture', 'is_active', 'current_workplace'] as const;

/** POST {id}/set_password/: the new password; one's own needs the old one. */
export const employeePasswordBody = z.object({
  password: passwordField,
  old_password: z.string({ error: 'invalid' }).max(PASSWORD_MAX, 'max_length').optional(),
});
export type EmployeePasswordInput = z.infer<typeof employeePasswordBody>;

/** ?is_active=true (the default), false or all; search over name, username and phone. */
export const employeeListQuery = pageQuery.extend({
  is_active: z.union([z.literal('all'), queryBool], { error: 'invalid' }).optional(),
});


export const employeeOut = z.object({
  id: idOut,
  username: z.string(),
  name: z.string(),
  passport_id: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  position: z.string(),
  salary: moneyOut,
  salary_currency: refOut.nullable(),
  sell_percent: moneyOut,
  roles: z.array(roleField),
  places: z.array(idOut),
  current_workplace: idOut.nullable(),
  picture: z.string().nullable(),
  is_active: z.boolean(),
});
export type EmployeeDto = z.infer<typeof employeeOut>;
export const employeePageOut = pageOf(employeeOut);
export const passwordChangedOut = z.object({ ok: z.literal(true) });
