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

/** The field rules' codes (a form's own rules, src/domain/fields.ts), as against a business refusal. */
export const FIELD_RULE_CODES: ReadonlySet<string> = new Set([
  'required',
  'max_length',
  'invalid',
  'invalid_number',
  'negative_amount',
  'max_decimal_places',
  'amount_too_large',
  'amount_not_positive',
  'integer_required',
]);

export const ERROR_MESSAGES = {
  required: 'is required',
  max_length: 'is too long',
  invalid: 'is invalid',
  // field rules (src/domain/fields.ts)
  invalid_number: 'A valid number is required.',
  negative_amount: 'The amount must not be negative.',
  negative_rate: 'The rate must not be negative.',
  negative_percent: 'The percent must not be negative.',
  max_decimal_places: 'Ensure that there are no more than 2 decimal places.',
  max_rate_places: 'Ensure that there are no more than 6 decimal places.',
  amount_too_large: 'The amount is too large.',
  amount_not_positive: 'Ensure this value is greater than 0.',
  phone_invalid: 'Phone is invalid',
  email_invalid: 'Email is not a valid',
  /** a whole number was asked (src/domain/fields.ts integerNumber) */
  integer_required: 'Enter an integer',
  // one request, one operation (server/http/idempotency.ts) and database conflicts (server/db/pgErrors.ts)
  idempotency_key_invalid: 'The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.',
  idempotency_key_reused: 'This Idempotency-Key was already used for another request.',
  already_exists: 'An item with the same value already exists.',
  referenced: 'The item is in use and cannot be changed this way.',
  database_busy: 'The server is busy, please try again.',
  /** the database cannot be reached (503 with Retry-After): nothing was saved */
  database_unavailable: 'The server cannot reach its database. Nothing was saved; try again in a moment.',
  /** readiness: the database is not migrated to this build yet, or the server is stopping */
  not_ready: 'The server is not ready to take requests.',
  /** the connection died after the COMMIT was sent: it may have been saved; the same request (same Idempotency-Key) applies it at most once */
  database_commit_unknown: 'The server lost its database while saving: it may have been saved. Try again: the same request is never applied twice.',
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
  /** the client went away before the answer (never shown: nobody reads it) */
  request_aborted: 'The request was abandoned',
  product_quantity_not_enough: 'Product quantity is not enough in current place',
  not_enough_money: 'There is not enough money on the balance sheet to complete the operation',
  balance_not_enough_to_withdraw: 'Balance do not have enough money to withdraw',
  // codes: catalogue
  product_name_required: 'of product is required',
  no_such_product: 'Product not found',
  product_is_out_of_stock: 'This product is not in stock',
  price_not_set: 'Price not set',
  /** SPEC.md 5 'The cost must be set before pricing' with its section 8 text (src/domain/catalogue.ts costIsSet) */
  cost_not_set: 'First set the cost of goods',
  // customers (SPEC.md section 8)
  phone_not_international: 'Phone number must be international',
  customer_phone_exists: 'Customer with this phone already exists',
  customer_email_exists: 'Customer with this email already exists',
  customer_has_debt: 'Customer cannot be deleted, because of he has a uncovered debt',
  customer_has_balance: 'The customer cannot be deleted because he has money on the balance',
  consignee_phone_exists: 'Already have a consignee with this phone number',
  customer_has_uncovered_debt: 'Customer has uncovered debt',
  customer_has_active_booking: 'Customer already has an active booking',
  debt_already_covered: 'This debt is already covered',
  old_debt_cover_exceeds: 'The amount must not be greater than the old debt',
  prepayment_required: 'A booking needs a prepayment',
  booking_not_pending: 'The booking is already closed',
  consignee_email_exists: 'Already have a consignee with this email',
  customer_has_pending_booking: 'The customer cannot be deleted because he has a pending booking',
  // stock movement (SPEC.md 8)
  to_place_null: 'Field To Place may not be null',
  duplicate_place: 'A place is chosen twice',
  distribution_empty: 'Select at least one product',
  transfer_same_place: 'The sender and the recipient must be different places',
  transfer_already_sent: 'The transfer has already been sent',
  transfer_not_sent: 'The transfer has not been sent yet',
  transfer_already_accepted: 'The transfer has already been accepted',
  transfer_not_found: 'No transfer with this code',
  reception_already_accepted: 'The reception has already been accepted',
  factory_transfer_processed: 'This delivery has already been processed',
  factory_lines_unresolved: 'Some lines have an unknown vendor code or size: fix them first',
  unknown_vendor_code: 'Unknown vendor code',
  ambiguous_vendor_code: 'Several products have this vendor code',
  unknown_size: 'Unknown size',
  /** the fabric barcode lookup (SPEC.md 7 Transfer): FABRIC_LOOKUP_URL unset (503), the fabric service failed (502) */
  fabric_lookup_not_configured: 'Fabric barcode lookup is not set up on this server',
  fabric_lookup_failed: 'The fabric barcode service did not answer',
  // cash desks and reports (SPEC.md 8)
  sale_already_confirmed: 'Can not reject, sale already confirmed',
  cash_desk_already_closed: 'The cash desk of this place and day is already closed',
  cash_desk_already_confirmed: 'The cash desk is already confirmed',
  sale_not_in_cash_desk: 'The sale is in no closed cash desk',
  cash_desk_reopen_today_only: "Only today's closing can be cancelled; the admin approves or rejects an older one",
  cash_desk_rejected: 'The cash desk closing was rejected',
  future_date: 'The date must not be in the future',
  dates_order: 'The start date must not be after the end date',
  report_inconsistent: 'The report does not add up: please tell the administrator',
  // wholesale (SPEC.md 8)
  order_in_work: 'Order is already in work',
  order_status_invalid: 'This is not possible in the order\'s current status',
  tissue_update_error: 'Tissue update error',
  // the till
  no_currencies_for_this_place: 'No currencies for this place',
  currency_not_in_place: 'This place does not take this currency',
  empty_basket: 'The basket is empty',
  quantity_min: 'Ensure this value is greater than or equal to 1.',
  /** SPEC.md 5 'Cart': a quantity above what is in stock (the till's cart and its add-product basket) */
  maximum_quantity_exceeded: 'maximum quantity exceeded',
  total_not_positive: 'The total must be greater than 0',
  not_enough_paid: 'The amount paid does not cover the total',
  sale_already_rejected: 'The sale is already cancelled',
  offline_cash_only: 'An offline sale is paid in cash, without a customer',
  offline_sale_rejected: 'This offline sale was rejected by a manager',
  offline_sale_decided: 'This offline sale was already approved or rejected',
  offline_discrepancy_resolved: 'This discrepancy is already resolved',
  /** the company's offline sales' window (src/domain/company/contract.ts) */
  offline_window_hours_range: 'Enter a whole number of hours from 1 to 720',
  customer_not_approved: 'Available only for approved customers',
  no_base_currency: 'The company has no base currency',
  no_file: 'No file was uploaded',
  invalid_file_type: 'Invalid file type: only JPEG, PNG and WEBP images are allowed',
  file_too_large: 'File is too large',
  too_many_files: 'Too many files: send at most 10 at once',
  too_many_parts: 'Too many form fields',
  body_too_large: 'Request body is too large',
  upload_quota_exceeded: 'The company has used up its space for images',
  barcode_exists: 'A barcode with this code already exists',
  product_type_exists: 'A product type with the same name already exists',
  size_type_exists: 'A size type with the same name already exists',
  size_exists: 'A size with the same name already exists in this size type',
  discount_above_price: 'The discount must not be greater than the price',
  discount_above_100: 'A discount in percent must not be greater than 100',
  // codes: money
  place_name_required: 'of place is required',
  place_type_exists: 'An outlet type with the same name already exists',
  place_type_has_places: 'Cannot delete place type instance',
  cannot_delete_base_currency: 'The base currency of a place cannot be deleted: make another currency the base first',
  cannot_delete_last_currency: 'The last currency of a place cannot be deleted',
  rate_exists: 'A rate for this currency already exists',
  place_currency_exists: 'This currency is already added to the place',
  currency_not_in_company: 'The company does not use this currency',
  duplicate_currency: 'The same currency is listed twice',
  one_base_currency: 'Only one base currency can be chosen',
  cannot_edit_base_currency_rate: 'cannot edit base currency rate',
  not_enough_money_in_the_balance: 'There is not enough money in the balance',
  exchange_same_currency: 'Choose two different currencies',
  exchange_needs_national_currency: 'One of the currencies must be the national currency',
  wallet_exists: 'A wallet with the same name already exists',
  // employees and profile (SPEC.md 8)
  user_phone_exists: 'User with this phone already exists',
  user_username_exists: 'User with this username already exists',
  username_invalid: 'Enter a valid username: letters, digits and @ . + - _ only',
  password_too_short: 'Ensure this field has at least 8 characters.',
  old_password_wrong: 'The old password is not correct',
  workplace_not_in_places: 'The current workplace must be one of the allowed places',
  employee_cannot_delete_self: 'You cannot delete yourself: deactivate your own profile instead',
  // payroll and requisitions
  salary_already_paid: 'A salary for this employee and period has already been paid',
  nothing_to_pay: 'There is nothing to pay for this period',
  no_salary_currency: 'The employee has no salary currency',
  status_required: 'Please select status',
  requisition_already_decided: 'The requisition has already been decided',
  requisition_not_approved: 'Only an approved requisition can become a transfer',
  requisition_has_transfer: 'A transfer has already been made from this requisition',
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
