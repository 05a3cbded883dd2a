import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cashflowSchema } from '@keelson/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors';

describe('the error handler: field errors as data', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post('/cashflow', { schema: { body: cashflowSchema } }, async () => ({ success: true }));
    routes.post('/account', { schema: { body: z.strictObject({ email: z.email(), name: z.string() }) } }, async () => ({ success: true }));
    routes.get('/search', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({ success: true }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it("answers 1012 with each field's rule, params and message", async () => {
    const payload = { lightWeightTonnage: -5, valuationDate: 'not-a-date', commissionsQuote: 1.5, tranches: [{ value: 'x' }], shoeSize: 44 };
    const response = await app.inject({ method: 'POST', url: '/cashflow', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 1012,
      message: 'Invalid request',
      errors: [
        {
          field: 'lightWeightTonnage',
          rule: 'range',
          params: { min: 0, max: 1e12, minExclusive: 1 },
          message: 'must be greater than 0 and at most 1000000000000',
        },
        { field: 'valuationDate', rule: 'date', message: 'must be a date in the form YYYY-MM-DD' },
        { field: 'commissionsQuote', rule: 'range', params: { min: 0, max: 1, maxExclusive: 1 }, message: 'must be at least 0 and below 1' },
        { field: 'tranches.0.value', rule: 'number', message: 'must be a number' },
        { field: 'shoeSize', rule: 'unknownField', message: 'is not a known field' },
      ],
    });
  });

  it('tells a missing field from a wrong one by the request, and names the query string as a whole', async () => {
    const response = await app.inject({ method: 'POST', url: '/account', payload: { email: 'nope' } });
    expect(response.json().errors).toEqual([
      { field: 'email', rule: 'emailInvalid', message: 'E-mail must be valid' },
      { field: 'name', rule: 'required', message: 'is required' },
    ]);
    const query = await app.inject({ method: 'GET', url: '/search?page=0' });
    expect(query.json().errors).toEqual([{ field: 'page', rule: 'range', params: { min: 1 }, message: 'must be at least 1' }]);
  });
});
