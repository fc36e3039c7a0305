/**
 * The sign-up form of SPEC.md sections 2 and 5 ("not routed": the page exists, its submit only goes to
 * '/'; no API takes it). Messages are codes of src/domain/errors.ts / app.validation.
 */
import * as z from 'zod';
import { emailField, nameField } from './fields';

/** SPEC.md section 5: sign-up. */
export const SIGN_UP_NAME_MAX = 32;
export const SIGN_UP_EMAIL_MAX = 64;
export const SIGN_UP_PASSWORD_MAX = 128;

export const signUpBody = z.object({
  first_name: nameField(SIGN_UP_NAME_MAX),
  last_name: nameField(SIGN_UP_NAME_MAX),
  email: emailField,
  password: z
    .string({ error: (iss) => (iss.input == null ? 'required' : 'invalid') })
    .min(1, 'required')
    .max(SIGN_UP_PASSWORD_MAX, 'max_length')
    .refine((s) => !s.includes('\u0000'), 'invalid'),
  /** the terms checkbox ('must be checked') */
  policy: z.boolean({ error: 'must_be_checked' }).refine((v) => v, 'must_be_checked'),
});
export type SignUpInput = z.infer<typeof signUpBody>;
