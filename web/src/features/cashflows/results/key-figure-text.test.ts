import { keyFigureNames, keyFigures, type Kpis } from '@keelson/core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import { workedExampleResult } from '../worked-example';
import { formatKeyFigure, formatKeyFigureChange, formatKeyFigureValue, keyFigureExplanation, keyFigureLabel, keyFigureNullReason } from './key-figure-text';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The text at a dotted key of a locale, or undefined when there is none or it is not a text. */
function textAt(locale: unknown, key: string): string | undefined {
  let node: unknown = locale;
  for (const part of key.split('.')) node = isRecord(node) && Object.hasOwn(node, part) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every key of a text that core's key-figure catalogue names: labels, explanations, the exports' labels, null reasons. */
const catalogueKeys = keyFigureNames.flatMap((name) => {
  const { labelKey, explanationKey, exportLabelKey, nullReasonKey } = keyFigures[name];
  return [labelKey, explanationKey, exportLabelKey, nullReasonKey].filter((key) => key !== null);
});

const { kpis } = workedExampleResult();
const figures = (changes: Partial<Kpis>): Kpis => ({ ...kpis, ...changes });

describe('the key-figure catalogue’s texts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('are in en.json and de.json at every key the catalogue names (fails when a figure’s label is missing)', () => {
    expect(catalogueKeys.length).toBeGreaterThan(keyFigureNames.length * 2);
    expect(catalogueKeys.filter((key) => textAt(en, key) === undefined)).toEqual([]);
    expect(catalogueKeys.filter((key) => textAt(de, key) === undefined)).toEqual([]);
  });

  it('give a figure its label, its explanation and why it is undefined', async () => {
    expect(keyFigureLabel('minDscr', i18n.t)).toBe('Minimum DSCR');
    expect(keyFigureExplanation('minDscr', i18n.t)).toBe("The lowest yearly CFADS divided by that year's debt service.");
    expect(keyFigureNullReason('minDscr', i18n.t)).toBe('not defined: no year has debt service');
    expect(keyFigureNullReason('paybackDate', i18n.t)).toBe("not reached within the ship's economic life");
    expect(keyFigureNullReason('projectIrr', i18n.t)).toBe('not defined');
    expect(keyFigureNullReason('dcfValue', i18n.t)).toBeUndefined();
    await i18n.changeLanguage('de');
    expect(keyFigureLabel('maxLtv', i18n.t)).toBe('Maximaler LTV');
    expect(keyFigureNullReason('breakevenCharterRate', i18n.t)).toBe('nicht definiert: das Schiff ist nie On-Hire');
  });
});

describe('formatKeyFigure', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes each figure in its catalogue unit: money, percent, ratio, money a day, a count and a date', () => {
    const shown = figures({
      dcfValue: 17_683_959.81,
      projectIrr: 0.08925,
      minDscr: 1.2305,
      breakevenCharterRate: 12_345.6,
      projectIrrRoots: 2,
      paybackDate: '2031-06-30',
    });
    expect(formatKeyFigure('dcfValue', shown, 'USD')).toBe('$17,683,960');
    expect(formatKeyFigure('dcfValue', shown, 'USD', true)).toBe('$17.7m');
    expect(formatKeyFigure('projectIrr', shown, 'USD')).toBe('8.93%');
    expect(formatKeyFigure('minDscr', shown, 'USD')).toBe('1.23×');
    expect(formatKeyFigure('breakevenCharterRate', shown, 'EUR')).toBe('€12,346/day');
    expect(formatKeyFigure('projectIrrRoots', shown, 'USD')).toBe('2');
    expect(formatKeyFigure('paybackDate', shown, 'USD')).toBe('2031-06-30');
  });

  it('writes German notation in German, and leaves a figure core leaves undefined null', async () => {
    await i18n.changeLanguage('de');
    const shown = figures({ projectIrr: 0.08925, minDscr: null, paybackDate: '2031-06-30' });
    expect(formatKeyFigure('projectIrr', shown, 'USD')).toBe('8,93\u00a0%');
    expect(formatKeyFigure('paybackDate', shown, 'USD')).toBe('30.06.2031');
    expect(formatKeyFigure('minDscr', shown, 'USD')).toBeNull();
  });
});

describe('formatKeyFigureValue', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes a number that is not a result’s (a list’s summary, a sensitivity side, a Monte Carlo statistic) as the result’s own', () => {
    const values = { dcfValue: 17_683_959.81, projectNpv: -1_234_567.4, projectIrr: 0.08925, equityIrr: -0.0412, minDscr: 1.2305 };
    const shown = figures(values);
    for (const name of ['dcfValue', 'projectNpv', 'projectIrr', 'equityIrr', 'minDscr'] as const) {
      expect(formatKeyFigureValue(name, values[name], 'EUR')).toBe(formatKeyFigure(name, shown, 'EUR'));
      expect(formatKeyFigureValue(name, values[name], 'EUR', true)).toBe(formatKeyFigure(name, shown, 'EUR', true));
    }
  });

  it('writes money in full or short, a rate in percent and a cover as a ratio, in the active language', async () => {
    expect(formatKeyFigureValue('projectNpv', -1_234_567.4, 'USD')).toBe('-$1,234,567');
    expect(formatKeyFigureValue('dcfValue', 17_683_959.81, 'USD', true)).toBe('$17.7m');
    expect(formatKeyFigureValue('equityIrr', -0.0412, 'USD', true)).toBe('-4.12%');
    expect(formatKeyFigureValue('minDscr', 1.2305, 'USD', true)).toBe('1.23×');
    await i18n.changeLanguage('de');
    expect(formatKeyFigureValue('dcfValue', 17_683_959.81, 'EUR')).toBe('17.683.960\u00a0€');
    expect(formatKeyFigureValue('projectIrr', 0.08925, 'EUR')).toBe('8,93\u00a0%');
    expect(formatKeyFigureValue('minDscr', 1.2305, 'EUR')).toBe('1,23×');
  });
});

describe('formatKeyFigureChange', () => {
  it('signs the change and writes it in the figure’s unit, a rate’s in percentage points to the decimals the rate is shown with', () => {
    expect(formatKeyFigureChange('dcfValue', { amount: 120_000, tone: 'better' }, 'USD', i18n.t)).toBe('+$120,000');
    expect(formatKeyFigureChange('dcfValue', { amount: -120_000, tone: 'worse' }, 'USD', i18n.t, true)).toBe('\u2212$120k');
    expect(formatKeyFigureChange('maxLtv', { amount: 0.437, tone: 'worse' }, 'USD', i18n.t)).toBe('+43.70 pp');
    expect(formatKeyFigureChange('minDscr', { amount: -0.05, tone: 'worse' }, 'USD', i18n.t)).toBe('\u22120.05×');
    expect(formatKeyFigureChange('breakevenCharterRate', { amount: -250, tone: 'better' }, 'USD', i18n.t)).toBe('\u2212$250/day');
    expect(formatKeyFigureChange('projectIrr', { amount: 0.00004, tone: 'unchanged' }, 'USD', i18n.t)).toBe('0.00 pp');
  });
});
