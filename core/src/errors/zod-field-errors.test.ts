import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { cashflowSchema } from '../cashflow/cashflow-schema';
import { fieldErrorsFromZod } from './zod-field-errors';

const errorsOf = (schema: z.ZodType, value: unknown, root?: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsFromZod(result.error.issues, root === undefined ? {} : { root });
};
const rulesOf = (schema: z.ZodType, value: unknown, root?: string) => errorsOf(schema, value, root).map(({ message: _message, ...rest }) => rest);

describe('fieldErrorsFromZod', () => {
  it("takes the rule and params the cashflow schema's own checks carry", () => {
    expect(errorsOf(cashflowSchema, { commissionsQuote: 1.5, tranches: [{ value: 'x' }] })).toEqual([
      { field: 'commissionsQuote', rule: 'range', params: { min: 0, max: 1, maxExclusive: 1 }, message: 'must be at least 0 and below 1' },
      { field: 'tranches.0.value', rule: 'number', message: 'must be a number' },
    ]);
  });

  it("names zod's own checks by rule", () => {
    const schema = z.strictObject({
      email: z.email(),
      name: z.string().min(2).max(5),
      count: z.number().int().min(1).lt(3),
      tags: z.array(z.string()).min(1).max(2),
      kind: z.enum(['a', 'b']),
      id: z.uuid(),
      nested: z.object({ flag: z.boolean() }),
    });
    const value = { email: 'nope', name: 'x', count: 3, tags: [], kind: 'c', id: 'x', nested: 'no', extra: 1 };
    expect(rulesOf(schema, value)).toEqual([
      { field: 'email', rule: 'emailInvalid' },
      { field: 'name', rule: 'tooShort', params: { min: 2 } },
      { field: 'count', rule: 'range', params: { max: 3, maxExclusive: 1 } },
      { field: 'tags', rule: 'notEmpty' },
      { field: 'kind', rule: 'oneOf', params: { options: 'a,b' } },
      { field: 'id', rule: 'uuid' },
      { field: 'nested', rule: 'object' },
      { field: 'extra', rule: 'unknownField' },
    ]);
    expect(rulesOf(schema.partial(), { name: 'toolong', count: 1.5, tags: ['a', 'b', 'c'] })).toEqual([
      { field: 'name', rule: 'tooLong', params: { max: 5 } },
      { field: 'count', rule: 'integer' },
      { field: 'tags', rule: 'tooManyEntries', params: { max: 2 } },
    ]);
  });

  it('reports a missing required field as required, and the whole value under its root', () => {
    expect(rulesOf(z.object({ email: z.string() }), {})).toEqual([{ field: 'email', rule: 'required' }]);
    const issues = z.object({ email: z.string().meta({}) }).safeParse({ email: 5 }).error?.issues ?? [];
    expect(fieldErrorsFromZod(issues, { input: { email: 5 } }).map((error) => error.rule)).toEqual(['text']);
    expect(fieldErrorsFromZod(issues, { input: {} }).map((error) => error.rule)).toEqual(['required']);
    expect(rulesOf(z.object({ email: z.string() }), 'text', 'body')).toEqual([{ field: 'body', rule: 'object' }]);
  });

  it("keeps the author's message of a custom check without a rule", () => {
    const schema = z.object({ weights: z.array(z.number()).refine((list) => list.length !== 1, 'needs two weights or none') });
    expect(errorsOf(schema, { weights: [1] })).toEqual([{ field: 'weights', rule: 'invalid', message: 'needs two weights or none' }]);
  });

  it('reads issues as fastify-type-provider-zod passes them on', () => {
    const passedOn = { code: 'custom', path: ['tranches', '0', 'value'], params: { rule: 'range', min: 0, minExclusive: 1, max: 1e12 } };
    expect(fieldErrorsFromZod([passedOn])).toEqual([
      { field: 'tranches.0.value', rule: 'range', params: { min: 0, minExclusive: 1, max: 1e12 }, message: 'must be greater than 0 and at most 1000000000000' },
    ]);
  });
});
