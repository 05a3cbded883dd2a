import { describe, expect, it } from 'vitest';
import { cashflowListQuerySchema, listPageSize, pagedEnvelopeSchema, searchWordsOf, userListQuerySchema } from './list-page';
import { z } from 'zod';

describe('the query of a list call', () => {
  it('asks for the first 100 records when it names no page', () => {
    expect(userListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(cashflowListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0, scope: 'visible' });
  });

  it('takes a limit from 1 to 200 and any offset from 0, written in digits', () => {
    expect(userListQuerySchema.parse({ limit: '200', offset: '1000' })).toEqual({ limit: 200, offset: 1000 });
    expect(userListQuerySchema.parse({ limit: '1' })).toEqual({ limit: 1, offset: 0 });
    expect(listPageSize).toEqual({ default: 100, max: 200 });
    for (const limit of ['0', '201', '', ' 5', '1e2', '0x10', '-1', '2.5', '99999999999'])
      expect(userListQuerySchema.safeParse({ limit }).success, `limit ${JSON.stringify(limit)}`).toBe(false);
    expect(userListQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('sorts only by the columns it names, in either direction, and searches at most 200 characters', () => {
    expect(cashflowListQuerySchema.parse({ sort: 'dcfValue', order: 'desc', scope: 'own', search: 'Kamsarmax ann' })).toMatchObject({
      sort: 'dcfValue',
      order: 'desc',
      scope: 'own',
      search: 'Kamsarmax ann',
    });
    expect(cashflowListQuerySchema.safeParse({ sort: 'data' }).success).toBe(false);
    expect(cashflowListQuerySchema.safeParse({ order: 'sideways' }).success).toBe(false);
    expect(cashflowListQuerySchema.safeParse({ scope: 'everyone' }).success).toBe(false);
    expect(cashflowListQuerySchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
    expect(userListQuerySchema.parse({ sort: 'company', order: 'desc', search: 'nordic ann' })).toMatchObject({
      sort: 'company',
      order: 'desc',
      search: 'nordic ann',
    });
    expect(userListQuerySchema.safeParse({ sort: 'roles' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ sort: 'passwordHash' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('the answer of a list call', () => {
  it('keeps content as the spec names it and carries the page beside it', () => {
    const answer = pagedEnvelopeSchema(z.array(z.string()));
    expect(answer.parse({ success: true, content: ['a'], page: { offset: 0, limit: 100, total: 1 } })).toEqual({
      success: true,
      content: ['a'],
      page: { offset: 0, limit: 100, total: 1 },
    });
    expect(answer.safeParse({ success: true, content: ['a'] }).success).toBe(false);
  });
});

describe('searchWordsOf', () => {
  it('splits a search text into lower-case words, none for a blank one', () => {
    expect(searchWordsOf('  Kamsarmax   ANN@nordic ')).toEqual(['kamsarmax', 'ann@nordic']);
    expect(searchWordsOf('   ')).toEqual([]);
    expect(searchWordsOf('')).toEqual([]);
  });
});
