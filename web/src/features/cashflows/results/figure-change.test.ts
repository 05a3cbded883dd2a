import type { Kpis } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { workedExample } from '../worked-example';
import { changeArrow, figureChange, pinnedFigures } from './figure-change';

const kpisOf = (changes: Parameters<typeof workedExample>[0]): Kpis => {
  const base = workedExample(changes).results.find((result) => result.scenario === 'base');
  if (base === undefined) throw new Error('no base scenario');
  return base.kpis;
};

describe('figureChange', () => {
  const before = kpisOf({});

  it('is the difference of the figures, a rate in its decimal terms', () => {
    const now = { ...before, dcfValue: before.dcfValue + 120_000, projectIrr: (before.projectIrr ?? 0) + 0.0025, minDscr: (before.minDscr ?? 0) - 0.1 };
    expect(figureChange('dcfValue', before, now)?.amount).toBeCloseTo(120_000, 6);
    expect(figureChange('projectIrr', before, now)?.amount).toBeCloseTo(0.0025, 12);
    expect(figureChange('minDscr', before, now)?.amount).toBeCloseTo(-0.1, 12);
  });

  it('judges a higher value, return and cover better, a higher LTV and break-even rate worse', () => {
    const now = kpisOf({ averageTimeCharterCurr: 20_000, currentTimeCharterCurr: 20_000, expectedFutureCharterCurr: 20_000 });
    expect(figureChange('dcfValue', before, now)?.tone).toBe('better');
    expect(figureChange('projectIrr', before, now)?.tone).toBe('better');
    expect(figureChange('minDscr', before, now)?.tone).toBe('better');
    const costlier = kpisOf({ opexPerDayCurr: 9_000 });
    expect(figureChange('dcfValue', before, costlier)?.tone).toBe('worse');
    expect(figureChange('breakevenCharterRate', before, costlier)?.tone).toBe('worse');
    expect(figureChange('maxLtv', before, { ...before, maxLtv: (before.maxLtv ?? 0) + 0.01 })?.tone).toBe('worse');
    expect(figureChange('maxLtv', before, { ...before, maxLtv: (before.maxLtv ?? 0) - 0.01 })?.tone).toBe('better');
  });

  it('calls a change unchanged when it does not show at the figure’s precision', () => {
    expect(figureChange('dcfValue', before, { ...before, dcfValue: before.dcfValue + 0.4 })?.tone).toBe('unchanged');
    expect(figureChange('dcfValue', before, { ...before, dcfValue: before.dcfValue + 0.6 })?.tone).toBe('better');
    expect(figureChange('projectIrr', before, { ...before, projectIrr: (before.projectIrr ?? 0) + 0.00004 })?.tone).toBe('unchanged');
    expect(figureChange('minDscr', before, { ...before, minDscr: (before.minDscr ?? 0) - 0.004 })?.tone).toBe('unchanged');
    for (const figure of pinnedFigures) expect(figureChange(figure, before, before)).toEqual({ amount: 0, tone: 'unchanged' });
  });

  it('is null when either result leaves the figure undefined', () => {
    expect(figureChange('minDscr', before, { ...before, minDscr: null })).toBeNull();
    expect(figureChange('projectIrr', { ...before, projectIrr: null }, before)).toBeNull();
  });

  it('judges any figure with a direction by core’s catalogue: a higher average DSCR is better, a higher balloon LTV worse', () => {
    expect(figureChange('avgDscr', before, { ...before, avgDscr: (before.avgDscr ?? 0) + 0.1 })?.tone).toBe('better');
    expect(figureChange('maxBalloonLtv', before, { ...before, maxBalloonLtv: (before.maxBalloonLtv ?? 0) + 0.1 })?.tone).toBe('worse');
  });
});

describe('changeArrow', () => {
  const before = kpisOf({});

  it('points the way the value moved, whether that is better or worse', () => {
    const riskier = figureChange('maxLtv', before, { ...before, maxLtv: (before.maxLtv ?? 0) + 0.437 });
    expect(riskier).toMatchObject({ tone: 'worse' });
    expect(riskier === null ? null : changeArrow(riskier)).toBe('▲');
    const cheaper = figureChange('breakevenCharterRate', before, { ...before, breakevenCharterRate: (before.breakevenCharterRate ?? 0) - 500 });
    expect(cheaper).toMatchObject({ tone: 'better' });
    expect(cheaper === null ? null : changeArrow(cheaper)).toBe('▼');
    expect(changeArrow({ amount: 120_000, tone: 'better' })).toBe('▲');
    expect(changeArrow({ amount: -120_000, tone: 'worse' })).toBe('▼');
    expect(changeArrow({ amount: 0.2, tone: 'unchanged' })).toBe('=');
  });
});
