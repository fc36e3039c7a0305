/**
 * Contract checks of the api tier: an answer must match its response schema exactly (objects strict:
 * a field the contract does not name, e.g. a cost sent to a seller, fails the test).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** The schema with every object made strict, recursively (arrays, nullables, optionals, unions, pages). */
export function strictDeep(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, strictDeep(v as z.ZodType)]));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictDeep(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictDeep(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictDeep(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodUnion) return z.union((schema.options as z.ZodType[]).map(strictDeep) as [z.ZodType, z.ZodType]);
  return schema;
}

/** Assert the status and that the JSON answer matches the schema strictly; returns the parsed answer. */
export function expectContract<S extends z.ZodType>(res: LightMyRequestResponse, schema: S, status = 200): z.infer<S> {
  expect(res.statusCode, res.body).toBe(status);
  const parsed = strictDeep(schema).safeParse(res.json());
  if (!parsed.success) {
    expect.fail(`answer does not match its contract: ${JSON.stringify(parsed.error.issues.slice(0, 5), null, 1)}\n${res.body.slice(0, 500)}`);
  }
  return parsed.data as z.infer<S>;
}
