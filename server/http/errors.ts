import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ApiErrorItem, errorBody } from '../../src/domain/errors';
import { AppError } from '../errors';
import { appErrorOfPg, pgErrorOf } from '../db/pgErrors';
import { RequestAbortedError, requestScope } from '../db/requestScope';
import { countDatabaseUnavailable } from './metrics';


interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldOf(instancePath: string): string | undefined {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || undefined;
}

/** The value at a validation issue's path in the data that was validated. */
function valueAt(root: unknown, instancePath: string): unknown {
  let value = root;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Zod issues -> the one error shape. Schemas put our code in the message ('required', 'max_length').
 * `source` is the data that was validated (body, query ...): zod 4 issues do not carry the input, and
 * only the data tells a missing value ('required') from a wrong one ('invalid', e.g. limit=abc).
 */
export function zodIssueToItem(issue: ZodIssueLike, source?: unknown): ApiErrorItem {
  const input = 'input' in issue.params ? issue.params.input : valueAt(source, issue.instancePath);
  const text = issue.message ?? '';
  let code: string;
  if (text in ERROR_MESSAGES) code = text;
  else if (issue.keyword === 'invalid_type' && input == null) code = 'required';
  else if (issue.keyword === 'too_big' && (issue.params.origin === 'string' || issue.params.origin === 'array')) code = 'max_length';
  else if (issue.keyword === 'too_small' && issue.params.origin === 'string' && Number(issue.params.minimum) === 1)
    code = 'required';
  else code = 'invalid';
  const field = fieldOf(issue.instancePath);
  const message = (ERROR_MESSAGES as Record<string, string>)[code] ?? text;
  return field ? { code, message, field } : { code, message };
}

const VALIDATED: Record<string, 'body' | 'query' | 'params' | 'headers'> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** A statement skipped or cancelled because the request's client went away (server/db/requestScope.ts). */
function abandoned(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if (e instanceof RequestAbortedError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  // query_canceled, when this request's scope was aborted (pg_cancel_backend)
  return pgErrorOf(err).code === '57014' && !!requestScope.getStore()?.signal.aborted;
}

/** The one error handler: every failure leaves as {"errors": [...]}, never a 500 for bad input. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.code === 'database_unavailable') countDatabaseUnavailable();
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      return reply.code(err.status).send(err.body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = VALIDATED[(err as FastifyError).validationContext ?? 'body'] ?? 'body';
      const source = request[context];
      // one error per field and code: a value can break two rules with one message ('99999999999999999999'
      // is neither a safe integer nor within the id range: 'invalid' on 'id' once)
      const items = err.validation.map((issue: ZodIssueLike) => zodIssueToItem(issue, source));
      const seen = new Set<string>();
      const errors = items.filter((e) => {
        const key = `${e.field ?? ''}\u0000${e.code}`;
        return !seen.has(key) && seen.add(key);
      });
      return reply.code(400).send({ errors });
    }
    const status = (err as FastifyError).statusCode;
    const fastifyCode = (err as FastifyError).code;
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(errorBody('body_too_large'));
    if (status === 413 || fastifyCode === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(errorBody('file_too_large', undefined, 'File is too large'));
    }
    if (status && status >= 400 && status < 500) {
      // malformed JSON, wrong content type, ...: bad input, answered in the one shape
      return reply.code(status).send(errorBody('invalid', undefined, err.message));
    }
    // the client went away (a superseded search): its statements were skipped or cancelled; nobody reads this
    if (abandoned(err)) return reply.code(499).send(errorBody('request_aborted'));
    // database refusals that no service turned into its own code: duplicates 409, bad data 400, busy 503
    const fromDb = appErrorOfPg(err);
    if (fromDb) {
      if (fromDb.status >= 500) {
        if (fromDb.code === 'database_unavailable') countDatabaseUnavailable();
        request.log.warn({ err: { message: (err as Error).message, code: (err as { code?: string }).code } }, fromDb.code);
        reply.header('retry-after', String(fromDb.retryAfter ?? 1));
      }
      return reply.code(fromDb.status).send(fromDb.body);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('server_error'));
  });
}
