import { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { analysisSaveBody, freezeDraftMetrics, newAnalysisDraft, splitSavedAnalysis, type AnalysisDraft } from './draft';

const draft: AnalysisDraft = {
  ...newAnalysisDraft(),
  templateId: 'vessel',
  title: 'Two ships',
  alternatives: [
    { id: 'a', name: 'Example Trader', useDraftCashflow: true },
    { id: 'b', name: 'Other', cashflowId: '6f1c1d57-9f5e-4a8e-9d3c-2f1b8d1e0a11' },
  ],
  answers: { a: { x: { kind: 'score', value: 5 } }, gone: { x: { kind: 'na' } } },
};

describe('analysisSaveBody', () => {
  it('strips the client-only draft flag and answers of removed alternatives', () => {
    const body = analysisSaveBody(draft, null);
    expect(body.alternatives).toEqual([
      { id: 'a', name: 'Example Trader' },
      { id: 'b', name: 'Other', cashflowId: '6f1c1d57-9f5e-4a8e-9d3c-2f1b8d1e0a11' },
    ]);
    expect(Object.keys(body.answers)).toEqual(['a']);
    expect(body.updated).toBeUndefined();
    expect(utility.analysisBodySchema.safeParse(body).success).toBe(true);
  });

  it('carries the updated stamp and a new read-only id for an update', () => {
    const saved = { id: '1', ownerId: '2', updated: '2026-01-01T00:00:00.000Z', readonlyId: null };
    const uuid = '0b6b7a58-8e61-4c1f-9d57-2b1a7a9c3e10';
    const body = analysisSaveBody(draft, saved, uuid);
    expect(body).toMatchObject({ updated: saved.updated, readonlyId: uuid });
  });

  it('splits a saved analysis into draft and identity', () => {
    const { draft: loaded, saved } = splitSavedAnalysis({
      id: '0b6b7a58-8e61-4c1f-9d57-2b1a7a9c3e10',
      ownerId: '0b6b7a58-8e61-4c1f-9d57-2b1a7a9c3e11',
      templateId: 't',
      templateVersion: 2,
      title: 'x',
      alternatives: [],
      answers: {},
      readonlyId: null,
      updated: '2026-01-01T00:00:00.000Z',
    });
    expect(loaded.weightOverrides).toEqual({});
    expect(saved).toEqual({
      id: '0b6b7a58-8e61-4c1f-9d57-2b1a7a9c3e10',
      ownerId: '0b6b7a58-8e61-4c1f-9d57-2b1a7a9c3e11',
      updated: '2026-01-01T00:00:00.000Z',
      readonlyId: null,
    });
  });
});

describe('freezeDraftMetrics', () => {
  const template = {
    id: 't-v1',
    key: 't',
    version: 1,
    title: 'T',
    description: '',
    scale: { min: 0, max: 10, anchors: [] },
    knockOuts: [],
    criteria: [
      {
        kind: 'cashflowMetric',
        id: 'dscr',
        title: 'Minimum DSCR',
        weight: 50,
        metric: 'minDscr',
        unit: '×',
        transformation: { kind: 'linear', worst: 1, best: 1.5 },
      },
      { kind: 'scale', id: 'condition', title: 'Condition', weight: 50 },
    ],
  } as unknown as utility.Template;

  it("saves a draft-linked alternative's metric values as number answers, and only where nothing was answered", () => {
    const answers = { a: {}, b: { dscr: { kind: 'na' } } } as Record<string, Record<string, utility.Answer>>;
    const frozen = freezeDraftMetrics(
      answers,
      [
        { id: 'a', name: 'A', useDraftCashflow: true },
        { id: 'b', name: 'B', useDraftCashflow: true },
        { id: 'c', name: 'C' },
      ],
      { template, metrics: { a: { minDscr: 1.25 }, b: { minDscr: 1.4 }, c: { minDscr: 2 } } },
    );
    expect(frozen.a).toEqual({ dscr: { kind: 'number', value: 1.25 } });
    expect(frozen.b).toEqual({ dscr: { kind: 'na' } });
    expect(frozen.c).toBeUndefined();
  });

  it('changes nothing without a template', () => {
    const answers = { a: {} };
    expect(freezeDraftMetrics(answers, [{ id: 'a', name: 'A', useDraftCashflow: true }], { template: null, metrics: { a: { minDscr: 1 } } })).toBe(answers);
  });
});
