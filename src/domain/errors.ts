/**
 * The one error shape of the API (ARCHITECTURE.md section 3) and the stable codes with their English
 * texts (SPEC.md section 8, verbatim). The browser translates by code: app.messages.<code>.
 */
export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
}
export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

export const ERROR_MESSAGES = {
  required: 'is required',
  max_length: 'is too long',
  invalid: 'is invalid',
  invalid_credentials: 'Incorrect username or password',
  unable_to_login: 'Unable to login with given credentials',
  no_company: "You don't have permissions to enter",
  too_many_attempts: 'Too many sign-in attempts, try again later',
  not_authenticated: 'Authentication credentials were not provided',
  invalid_token: 'Invalid token',
  permission_denied: 'You do not have permission to perform this action',
  place_not_allowed: 'You are not allowed to work at this place',
  not_found: 'Not found',
  network_error: 'network error',
  server_error: 'Oops, Something went wrong',
  product_quantity_not_enough: 'Product quantity is not enough in current place',
  not_enough_money: 'There is not enough money on the balance sheet to complete the operation',
  balance_not_enough_to_withdraw: 'Balance do not have enough money to withdraw',
  // codes: catalogue (issue 3)
  // codes: money (issue 4)
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function errorBody(code: ErrorCode | string, field?: string, message?: string): ApiErrorBody {
  const text = message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code;
  return { errors: [field ? { code, message: text, field } : { code, message: text }] };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as ApiErrorBody).errors) &&
    (value as ApiErrorBody).errors.every((e) => e && typeof e.code === 'string')
  );
}
