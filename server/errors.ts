/**
 * The one way a service reports an expected failure: a refusal with a stable code (src/domain/errors.ts)
 * and its HTTP status. On the lowest floor of the server: the database, the ledger, access control and
 * the modules all throw it; server/http/errors.ts turns it into the one error shape.
 */
import { ERROR_MESSAGES, errorBody } from '../src/domain/errors';

/** A refusal with a stable code: the only way services report an expected failure. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field?: string,
    message?: string,
    /** seconds: sent as Retry-After (429, 503) */
    readonly retryAfter?: number,
  ) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code);
  }
  get body() {
    return errorBody(this.code, this.field, this.message);
  }
}

export const badRequest = (code: string, field?: string, message?: string) => new AppError(400, code, field, message);
export const notFound = () => new AppError(404, 'not_found');
export const forbidden = (code = 'permission_denied') => new AppError(403, code);
export const conflict = (code: string, field?: string, message?: string) => new AppError(409, code, field, message);
