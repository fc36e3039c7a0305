import { z } from 'zod';

/** SPEC.md section 5: sign-in. Used by the sign-in form and the login endpoint. */
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 128;

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'required').max(USERNAME_MAX, 'max_length'),
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
});
export type LoginInput = z.infer<typeof loginSchema>;
