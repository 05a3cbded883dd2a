import { utility } from '@keelson/core';
import { workedExampleCashflow } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../lib/spreadsheet/cells';
import { liveResults } from '../model/live-results';
import { alternativeMetrics } from '../model/metrics';
import { analysisWorkbookModel, englishAnalysisExportLabels } from './analysis-model';
import { analysisCsv } from './analysis-download';

/** Group "Asset" (60 %: condition 50 %, class 50 %) and "Speed" (40 %, 0 kn → 0, 20 kn → 10). */
const template: Pick<utility.Template, 'criteria' | 'knockOuts'> = {
  criteria: [
    {
      kind: 'group',
      id: 'asset',
      title: 'Asset',
      weight: 60,
      children: [
        { kind: 'scale', id: 'condition', title: 'Condition', weight: 50 },
        {
          kind: 'choice',
          id: 'class',
          title: 'Class',
          weight: 50,
          options: [
            { id: 'good', label: 'In class', score: 10 },
            { id: 'bad', label: 'Out of class', score: 0 },
          ],
        },
      ],
    },
    { kind: 'number', id: 'speed', title: 'Speed', weight: 40, unit: 'kn', transformation: { kind: 'linear', worst: 0, best: 20 } },
  ],
  knockOuts: [{ leafId: 'class', kind: 'option', optionId: 'bad', reason: 'Out of class' }],
};

const analysis: Pick<utility.Analysis, 'alternatives' | 'answers'> = {
  alternatives: [
    { id: 'a', name: 'Alpha' },
    { id: 'b', name: 'Bravo' },
    { id: 'c', name: '=HYPERLINK("http://evil.example")' },
  ],
  answers: {
    // 0.3 × 8 + 0.3 × 10 + 0.4 × 5 = 7.4
    a: { condition: { kind: 'score', value: 8 }, class: { kind: 'option', optionId: 'good' }, speed: { kind: 'number', value: 10 } },
    // 0.3 × 10 + 0 + 0.4 × 10 = 7, but knocked out
    b: { condition: { kind: 'score', value: 10 }, class: { kind: 'option', optionId: 'bad' }, speed: { kind: 'number', value: 20 } },
    // Only the class is answered: it carries the whole utility (10), completeness 30 %
    c: { condition: { kind: 'na' }, class: { kind: 'option', optionId: 'good' } },
  },
};

const values = (cells: readonly Cell[]) =>
  cells.map((cell) => (cell === null ? null : cell.kind === 'number' || cell.kind === 'text' ? cell.value : cell.kind));

describe('analysisWorkbookModel', () => {
  const model = analysisWorkbookModel({ template, analysis, metrics: {} });
  const [ranking, answers] = model.sheets;

  it('ranks by total utility with knocked-out alternatives last', () => {
    expect(ranking?.name).toBe('Ranking');
    const rows = ranking?.rows.slice(1).map((line) => values(line.cells)) ?? [];
    expect(rows).toHaveLength(3);
    expect(rows[0]?.slice(0, 2)).toEqual([1, `'=HYPERLINK("http://evil.example")`]);
    expect(rows[0]?.[2]).toBeCloseTo(10);
    expect(rows[0]?.[3]).toBeCloseTo(0.3);
    expect(rows[0]?.[4]).toBeNull();
    expect(rows[1]?.slice(0, 2)).toEqual([2, 'Alpha']);
    expect(rows[1]?.[2]).toBeCloseTo(7.4);
    expect(rows[1]?.[3]).toBeCloseTo(1);
    expect(rows[2]?.slice(0, 2)).toEqual([3, 'Bravo']);
    expect(rows[2]?.[2]).toBeCloseTo(7);
    expect(rows[2]?.[4]).toBe('Out of class');
  });

  it('lists an alternative with nothing answered after the ranked ones, not yet rated: no rank, no utility', () => {
    const withUnrated = analysisWorkbookModel({
      template,
      analysis: { alternatives: [{ id: 'd', name: 'Delta' }, ...analysis.alternatives], answers: analysis.answers },
      metrics: {},
    });
    const rows = withUnrated.sheets[0]?.rows.slice(1).map((line) => values(line.cells)) ?? [];
    expect(rows.map((line) => line.slice(0, 2))).toEqual([
      [1, `'=HYPERLINK("http://evil.example")`],
      [2, 'Alpha'],
      [3, 'Bravo'],
      ['not yet rated', 'Delta'],
    ]);
    expect(rows[3]?.slice(2)).toEqual([null, 0, null]);
  });

  it('lists each criterion with its path, global weight, and per alternative the answer and score', () => {
    expect(answers?.name).toBe('Answers');
    expect(values(answers?.rows[0]?.cells ?? []).slice(0, 4)).toEqual(['Criterion', 'Global weight', 'Alpha: answer', 'Alpha: score']);
    const rows = answers?.rows.slice(1).map((line) => values(line.cells)) ?? [];
    expect(rows.map((line) => line[0])).toEqual(['Asset › Condition', 'Asset › Class', 'Speed']);
    expect(rows[0]?.[1]).toBeCloseTo(0.3);
    expect(rows[2]?.[1]).toBeCloseTo(0.4);
    expect(rows[0]?.slice(2, 4)).toEqual(['8', 8]);
    expect(rows[1]?.slice(4, 6)).toEqual(['Out of class', 0]);
    expect(rows[2]?.slice(2, 4)).toEqual(['10 kn', 5]);
    expect(rows[0]?.slice(6, 8)).toEqual(['n/a', null]);
    expect(rows[2]?.slice(6, 8)).toEqual(['n/a', null]);
  });
});

describe('analysisCsv', () => {
  const csv = analysisCsv(analysisWorkbookModel({ template, analysis, metrics: {} }));

  it('writes both tables under their names, quoting and neutralising user texts', () => {
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Ranking');
    expect(lines[1]).toBe('Rank,Alternative,Total utility (0–10),Completeness,K.O. reasons');
    expect(lines[2]).toBe(`1,"'=HYPERLINK(""http://evil.example"")",10,0.3,`);
    expect(lines).toContain('Answers');
    expect(csv).toContain('Asset › Class,0.3,In class,10,');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).not.toMatch(/(^|,)=/m);
  });
});

describe('analysisCsv in German', () => {
  const speedy = { ...analysis, answers: { ...analysis.answers, a: { ...analysis.answers.a, speed: { kind: 'number' as const, value: 10.5 } } } };
  const csv = analysisCsv(analysisWorkbookModel({ template, analysis: speedy, metrics: {} }, englishAnalysisExportLabels, 'de'), 'de');

  it('separates fields with semicolons and writes decimal commas, in the numbers and in typed answers', () => {
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('Rank;Alternative;Total utility (0–10);Completeness;K.O. reasons');
    expect(lines[2]).toBe(`1;"'=HYPERLINK(""http://evil.example"")";10;0,3;`);
    expect(csv).toContain('Asset › Class;0,3;In class;10;');
    // A field with a comma is quoted (RFC 4180), which German Excel reads as one cell.
    expect(csv).toContain('Speed;0,4;"10,5 kn";5,25;');
    expect(csv).not.toMatch(/(^|;)=/m);
  });
});

/** Financing 50 % (minimum DSCR and maximum LTV from the linked cashflow, 50 % each) and condition 50 %; a DSCR below 1.00x knocks out. */
const linkedTemplate: Pick<utility.Template, 'criteria' | 'knockOuts'> = {
  criteria: [
    {
      kind: 'group',
      id: 'financing',
      title: 'Financing',
      weight: 50,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'min-dscr',
          title: 'Minimum DSCR',
          weight: 50,
          metric: 'minDscr',
          unit: 'x',
          transformation: {
            kind: 'steps',
            steps: [
              { threshold: 0, score: 0 },
              { threshold: 1, score: 3 },
              { threshold: 1.15, score: 6 },
            ],
          },
        },
        {
          kind: 'cashflowMetric',
          id: 'max-ltv',
          title: 'Maximum LTV',
          weight: 50,
          metric: 'maxLtv',
          unit: 'ratio',
          transformation: { kind: 'linear', worst: 0.85, best: 0.5 },
        },
      ],
    },
    { kind: 'scale', id: 'condition', title: 'Condition', weight: 50 },
  ],
  knockOuts: [{ leafId: 'min-dscr', kind: 'below', threshold: 1, reason: 'Minimum DSCR below 1.00x' }],
};

describe('analysisWorkbookModel of an analysis with a linked, knocked-out alternative', () => {
  // Example Trader links the saved worked example: minimum DSCR 0.525 (step score 0, and a K.O.), maximum LTV 0.564.
  const saved = { id: 'c1', metrics: utility.metricsOfCashflow(workedExampleCashflow) };
  const linkedAnalysis: Pick<utility.Analysis, 'alternatives' | 'answers'> = {
    alternatives: [
      { id: 'a', name: 'Example Trader', cashflowId: 'c1' },
      { id: 'b', name: 'Other Trader' },
      { id: 'c', name: 'Third Trader' },
    ],
    answers: {
      a: { condition: { kind: 'score', value: 10 } },
      // 0.5 × (0.5 × 6 + 0.5 × 7.142857) + 0.5 × 6 = 6.29
      b: { 'min-dscr': { kind: 'number', value: 1.2 }, 'max-ltv': { kind: 'number', value: 0.6 }, condition: { kind: 'score', value: 6 } },
      c: { condition: { kind: 'score', value: 5 } },
    },
  };
  // What the questionnaire screen does: the metrics of the linked cashflows as listed, then core's ranking of them.
  const metrics = alternativeMetrics({ alternatives: linkedAnalysis.alternatives, cashflows: [saved] });
  const screen = liveResults({ template: linkedTemplate, analysis: linkedAnalysis, metrics });
  const model = analysisWorkbookModel({ template: linkedTemplate, analysis: linkedAnalysis, metrics });
  const [ranking, answers] = model.sheets;
  const rows = (sheet: typeof ranking) => sheet?.rows.slice(1).map((line) => values(line.cells)) ?? [];

  it("ranks as the screen does: Example Trader's N = 0.5 × (0.5 × 0 + 0.5 × 8.18) + 0.5 × 10 = 7.04, knocked out and last", () => {
    if (!screen.ok) throw new Error(screen.message);
    expect(rows(ranking)).toEqual(
      screen.results.map((result) => [
        result.rank,
        result.name,
        result.utility,
        result.completeness,
        // An empty text is an empty cell.
        result.knockOuts.length === 0 ? null : result.knockOuts.map((rule) => rule.reason).join('; '),
      ]),
    );
    const ltvScore = ((0.85 - (saved.metrics?.maxLtv ?? Number.NaN)) / 0.35) * 10;
    expect(rows(ranking).map((line) => line.slice(0, 2))).toEqual([
      [1, 'Other Trader'],
      [2, 'Third Trader'],
      [3, 'Example Trader'],
    ]);
    expect(rows(ranking)[0]?.[2]).toBeCloseTo(0.5 * (0.5 * 6 + 0.5 * (0.25 / 0.35) * 10) + 0.5 * 6, 12);
    expect(rows(ranking)[2]?.[2]).toBeCloseTo(0.5 * (0.5 * 0 + 0.5 * ltvScore) + 0.5 * 10, 12);
    expect(rows(ranking)[2]?.[3]).toBeCloseTo(1, 12);
    expect(rows(ranking)[2]?.[4]).toBe('Minimum DSCR below 1.00x');
  });

  it('shows the linked values as the answers that counted, rounded as the screen shows them, beside their scores', () => {
    const lines = rows(answers);
    expect(lines.map((line) => line[0])).toEqual(['Financing › Minimum DSCR', 'Financing › Maximum LTV', 'Condition']);
    expect(lines[0]?.slice(2, 4)).toEqual(['0.525 x', 0]);
    expect(lines[1]?.[2]).toBe('0.564 ratio');
    expect(lines[1]?.[3]).toBeCloseTo(((0.85 - (saved.metrics?.maxLtv ?? Number.NaN)) / 0.35) * 10, 12);
    expect(lines[0]?.slice(4, 6)).toEqual(['1.2 x', 6]);
    expect(lines[0]?.slice(6, 8)).toEqual(['n/a', null]);
  });

  it('writes the same ranking and linked values into the CSV, German too', () => {
    const csv = analysisCsv(model);
    expect(csv).toContain('3,Example Trader,7.04');
    expect(csv).toContain(',Minimum DSCR below 1.00x');
    expect(csv).toContain('Financing › Minimum DSCR,0.25,0.525 x,0,1.2 x,6,n/a,');
    const german = analysisCsv(analysisWorkbookModel({ template: linkedTemplate, analysis: linkedAnalysis, metrics }, englishAnalysisExportLabels, 'de'), 'de');
    expect(german).toContain('Financing › Minimum DSCR;0,25;"0,525 x";0;"1,2 x";6;n/a;');
  });
});
