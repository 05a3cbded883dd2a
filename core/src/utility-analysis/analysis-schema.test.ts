import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../errors/zod-field-errors';
import { analysisBodySchema } from './analysis-api';
import { analysisSchema, maxAlternatives } from './analysis-schema';
import { utilityMessages } from './utility-messages';

const cashflowId = '6f1c1d57-9f5e-4a8e-9d3c-2f1b8d1e0a11';
const analysis = {
  id: 'an-1',
  ownerId: null,
  templateId: 'tpl-vessel',
  templateVersion: 1,
  title: 'Two bulkers',
  alternatives: [
    { id: 'X', name: 'MV Example', cashflowId },
    { id: 'Y', name: 'MV Other' },
  ],
  answers: {
    X: { condition: { kind: 'score', value: 4 }, dscr: { kind: 'na' } },
    Y: { class: { kind: 'option', optionId: 'ok' }, dscr: { kind: 'number', value: 1.3 } },
  },
  weightOverrides: { finance: 20 },
  pairwiseComparisons: {
    $root: [
      [1, 3],
      [1 / 3, 1],
    ],
  },
  readonlyId: null,
  updated: '2026-01-01T10:00:00Z',
};

describe('analysisSchema', () => {
  it('accepts an analysis of section 2', () => {
    expect(analysisSchema.parse(analysis)).toEqual(analysis);
  });

  it('rejects duplicate alternatives, scores outside 0–10 and unknown fields', () => {
    const issues = (value: unknown) => (analysisSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);
    expect(
      issues({
        ...analysis,
        alternatives: [
          { id: 'X', name: 'a' },
          { id: 'X', name: 'b' },
        ],
      }),
    ).toContain(utilityMessages.duplicateAlternative);
    expect(analysisSchema.safeParse({ ...analysis, answers: { X: { condition: { kind: 'score', value: 11 } } } }).success).toBe(false);
    expect(analysisSchema.safeParse({ ...analysis, answers: { X: { condition: { kind: 'maybe' } } } }).success).toBe(false);
    expect(analysisSchema.safeParse({ ...analysis, owner: 'someone' }).success).toBe(false);
  });

  it('refuses a body with more than 20 alternatives, naming the list, and still reads a stored analysis that has more', () => {
    const alternatives = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `A${index}`, name: `Ship ${index}`, cashflowId }));
    const { id: _id, ownerId: _ownerId, readonlyId: _readonlyId, ...body } = analysis;
    expect(maxAlternatives).toBe(20);
    expect(analysisBodySchema.safeParse({ ...body, answers: {}, alternatives: alternatives(20) }).success).toBe(true);
    const refused = analysisBodySchema.safeParse({ ...body, answers: {}, alternatives: alternatives(21) });
    expect(fieldErrorsFromZod(refused.error?.issues ?? [])).toEqual([
      { field: 'alternatives', rule: 'tooManyEntries', params: { max: 20 }, message: 'must have at most 20 entries' },
    ]);
    expect(analysisSchema.safeParse({ ...analysis, answers: {}, alternatives: alternatives(30) }).success).toBe(true);
  });

  it('names a linked cashflow by its uuid only', () => {
    const { id: _id, ownerId: _ownerId, readonlyId: _readonlyId, updated: _updated, ...body } = analysis;
    const refused = analysisBodySchema.safeParse({ ...body, alternatives: [{ id: 'X', name: 'MV Example', cashflowId: 'cf-1' }], answers: {} });
    expect(fieldErrorsFromZod(refused.error?.issues ?? [])).toEqual([{ field: 'alternatives.0.cashflowId', rule: 'uuid', message: 'must be a uuid' }]);
  });
});
