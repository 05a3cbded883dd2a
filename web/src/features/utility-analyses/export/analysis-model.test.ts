import type { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../lib/spreadsheet/cells';
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
  const model = analysisWorkbookModel({ template, analysis });
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
  const csv = analysisCsv(analysisWorkbookModel({ template, analysis }));

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
  const csv = analysisCsv(analysisWorkbookModel({ template, analysis: speedy }, englishAnalysisExportLabels, 'de'), 'de');

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
