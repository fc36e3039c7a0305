/**
 * Validation of bodies that the route schema cannot see (multipart forms): the same zod schemas, the
 * same error items as the zod type provider's (server/http/errors.ts zodIssueToItem).
 */
import type { z } from 'zod';
import type { ApiErrorItem } from '../../../src/domain/errors';
import { zodIssueToItem } from '../../http/errors';
import { AppError } from '../../errors';

/** Several field errors at once (400), in the one error shape. */
export class FieldErrors extends AppError {
  constructor(readonly items: ApiErrorItem[]) {
    super(400, items[0]?.code ?? 'invalid', items[0]?.field);
  }
  override get body() {
    return { errors: this.items };
  }
}

export function parseBody<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw new FieldErrors(
    result.error.issues.map((issue) =>
      zodIssueToItem(
        {
          keyword: issue.code,
          instancePath: issue.path.length ? `/${issue.path.join('/')}` : '',
          message: issue.message,
          params: Object.fromEntries(Object.entries(issue)),
        },
        data,
      ),
    ),
  );
}
