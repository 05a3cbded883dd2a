import { shownStep, type ScenarioResult } from '@keelson/core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { workedExampleResult } from '../worked-example';
import { changeArrow, headlineFigures, pinnedFigures } from './figure-change';
import { pinnedFigureRows } from './pinned-figures';

const before = workedExampleResult();
const edited = (kpis: Partial<ScenarioResult['kpis']>): ScenarioResult => ({ ...before, kpis: { ...before.kpis, ...kpis } });
const rowOf = (rows: ReturnType<typeof pinnedFigureRows>, name: string) => {
  const row = rows.find((candidate) => candidate.name === name);
  if (row === undefined) throw new Error(`no row ${name}`);
  return row;
};

describe('pinnedFigureRows', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows each figure as its card does, in short for the bar, with the card’s judgement', () => {
    const rows = pinnedFigureRows(pinnedFigures, before, null, 'USD', i18n.t);
    expect(rows.map((row) => row.name)).toEqual([...pinnedFigures]);
    const dcf = rowOf(rows, 'dcfValue');
    expect(dcf.label).toBe('DCF value');
    expect(dcf.value).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    expect(dcf.shortValue).toMatch(/^\$\d+(\.\d)?m$/);
    expect(dcf.status?.tone).toBe(before.kpis.projectNpv >= 0 ? 'good' : 'warning');
    expect(rowOf(rows, 'minDscr').value).toMatch(/^\d\.\d{2}×$/);
    expect(rows.every((row) => row.change === null && row.changeText === null)).toBe(true);
  });

  it('says by how much the last edit moved each headline figure, signed, in money, percentage points and ×', () => {
    const now = edited({
      dcfValue: before.kpis.dcfValue + 120_000,
      projectIrr: (before.kpis.projectIrr ?? 0) - 0.0025,
      minDscr: (before.kpis.minDscr ?? 0) + 0.05,
    });
    const rows = pinnedFigureRows(headlineFigures, now, before, 'USD', i18n.t);
    expect(rowOf(rows, 'dcfValue')).toMatchObject({ changeText: '+$120,000', shortChangeText: '+$120k', change: { tone: 'better' } });
    expect(rowOf(rows, 'projectIrr')).toMatchObject({ changeText: '\u22120.25 pp', change: { tone: 'worse' } });
    expect(rowOf(rows, 'minDscr')).toMatchObject({ changeText: '+0.05×', change: { tone: 'better' } });
  });

  it('writes the change in German notation in German', async () => {
    await i18n.changeLanguage('de');
    const now = edited({ projectIrr: (before.kpis.projectIrr ?? 0) + 0.0125, dcfValue: before.kpis.dcfValue - 1_500_000 });
    const rows = pinnedFigureRows(headlineFigures, now, before, 'USD', i18n.t);
    expect(rowOf(rows, 'projectIrr').changeText).toBe('+1,25 Pp.');
    expect(rowOf(rows, 'dcfValue').changeText).toBe('\u22121.500.000\u00a0$');
  });

  it('shows no sign on a change too small to show, and none where the figure is undefined', () => {
    const rows = pinnedFigureRows(headlineFigures, edited({ dcfValue: before.kpis.dcfValue + 0.2, minDscr: null }), before, 'USD', i18n.t);
    expect(rowOf(rows, 'dcfValue')).toMatchObject({ changeText: '$0', change: { tone: 'unchanged' } });
    expect(rowOf(rows, 'minDscr')).toMatchObject({ value: null, change: null, nullReason: 'not defined: no year has debt service' });
  });

  it('draws the arrow the way the figure moved and colours it by the catalogue’s direction: a rising LTV is "▲ +43.70 pp", worse', () => {
    const now = edited({
      maxLtv: (before.kpis.maxLtv ?? 0) + 0.437,
      breakevenCharterRate: (before.kpis.breakevenCharterRate ?? 0) - 500,
      dcfValue: before.kpis.dcfValue - 1_000_000,
      minLiquidity: before.kpis.minLiquidity + 250_000,
    });
    const rows = pinnedFigureRows(pinnedFigures, now, before, 'USD', i18n.t);
    const shown = (name: string) => {
      const { change, changeText } = rowOf(rows, name);
      return change === null ? null : { arrow: changeArrow(change), text: changeText, tone: change.tone };
    };
    expect(shown('maxLtv')).toEqual({ arrow: '▲', text: '+43.70 pp', tone: 'worse' });
    expect(shown('breakevenCharterRate')).toEqual({ arrow: '▼', text: '\u2212$500/day', tone: 'better' });
    expect(shown('dcfValue')).toEqual({ arrow: '▼', text: '\u2212$1,000,000', tone: 'worse' });
    expect(shown('minLiquidity')).toEqual({ arrow: '▲', text: '+$250,000', tone: 'better' });
    // Never an arrow against the sign of its change.
    for (const row of rows) {
      if (row.change === null || row.change.tone === 'unchanged') continue;
      expect(`${changeArrow(row.change)} ${row.changeText ?? ''}`).toMatch(/^(▲ \+|▼ \u2212)/);
    }
  });

  it('never shows an arrow beside a change that reads as zero, nor a sign against the arrow, at the edge of what shows', () => {
    for (const name of pinnedFigures) {
      const value = before.kpis[name];
      if (value === null) continue;
      const step = shownStep(name);
      for (const amount of [step / 2, -step / 2, step / 2 - step * 1e-9, -(step / 2 - step * 1e-9), step * 0.51, -step * 0.51, step * 1.49, -step * 1.49]) {
        const now = edited({ [name]: value + amount });
        const [row] = pinnedFigureRows([name], now, before, 'USD', i18n.t);
        if (row?.change === null || row?.change === undefined) throw new Error(`no change of ${name}`);
        const text = row.changeText ?? '';
        if (row.change.tone === 'unchanged') {
          expect(changeArrow(row.change), `${name} ${amount}`).toBe('=');
          continue;
        }
        // A change that shows has a digit other than zero, and its sign agrees with its arrow.
        expect(text, `${name} ${amount}`).toMatch(/[1-9]/);
        expect(`${changeArrow(row.change)} ${text}`, `${name} ${amount}`).toMatch(/^(▲ \+|▼ \u2212)/);
      }
    }
  });
});
