import type { Kpis } from './result-types';

/**
 * The one catalogue of the key figures of docs/spec/calculation.md section 8 (`Kpis`): per figure what it is measured
 * in, which way it is better, how it is written, its texts' keys in the web's locales and why core may leave it null.
 * The figure cards, the pinned figures and their changes, the scenario comparison, the memo and the exports derive
 * from it.
 */

export type KeyFigureName = keyof Kpis;

/**
 * What a figure is measured in: money in the cashflow's currency, a charter rate in money a day, a rate as a decimal
 * shown in percent (0.08925 = 8.93 %), a coverage ratio (1.23×), a count, or a date (`YYYY-MM-DD`).
 */
export type KeyFigureUnit = 'money' | 'moneyPerDay' | 'percent' | 'ratio' | 'count' | 'date';

/**
 * Which way a figure is better for the investor and the lender: higher (a value, a return, a cover), lower (a
 * loan-to-value, a break-even rate, an earlier payback), or neither (a count of roots, the date of an event).
 */
export type BetterDirection = 'higher' | 'lower' | 'none';

/**
 * How a figure is written: the digits shown after the decimal point (of the percentage for a rate), and how the
 * change between two results is written: as a difference in the figure's unit, in percentage points, or not at all.
 */
export type KeyFigureFormat = { decimals: number; change: 'difference' | 'percentagePoints' | null };

/**
 * Why core leaves a figure null (docs/spec/calculation.md section 8), with the key of its words in the web's locales:
 * - noIrr: the IRR procedure finds no rate at which the NPV is zero, or (the equity's) the loans pay the whole price;
 * - noDebtService: no year (no period) has debt service;
 * - noLinearValue: the ship's linear value is never above zero, so no LTV is defined;
 * - noBalloon: no tranche leaves a balloon at maturity or is outstanding at the end of life;
 * - noBreach: the minimum value clause is never breached;
 * - noShortfall: the cash account never falls below zero;
 * - noOnHireDays: the ship is never on hire;
 * - notReached: the running sum never covers the price within the ship's economic life;
 * - noTestDates: no covenant test date falls before the end of life (section 8a);
 * - noDscrCovenant: the cashflow sets no DSCR covenant;
 * - noCovenantBreach: the covenant is not set, or never breached on a test date.
 */
export const keyFigureNullReasons = {
  noIrr: 'cashflowResults.notDefined',
  noDebtService: 'cashflowResults.figures.noDebtService',
  noLinearValue: 'cashflowResults.notDefined',
  noBalloon: 'cashflowResults.figures.maxBalloonLtv.none',
  noBreach: 'cashflowResults.figures.maxLtv.noBreach',
  noShortfall: 'cashflowResults.figures.minLiquidity.noShortfall',
  noOnHireDays: 'cashflowResults.figures.noOnHireDays',
  notReached: 'cashflowResults.figures.notReached',
  noTestDates: 'cashflowResults.figures.noTestDates',
  noDscrCovenant: 'cashflowResults.figures.noDscrCovenant',
  noCovenantBreach: 'cashflowResults.figures.noCovenantBreach',
} as const;
export type KeyFigureNullReason = keyof typeof keyFigureNullReasons;

/** One entry of the catalogue, without its name (the key) and its texts' keys (derived from the name). */
export type KeyFigureSpec = {
  unit: KeyFigureUnit;
  better: BetterDirection;
  format: KeyFigureFormat;
  /** Whether the screens show it (a figure card: `cashflowResults.figures.<name>`); every figure is on the exports' sheet. */
  onScreen: boolean;
  /** Why core leaves it null; null for a figure that is always defined. */
  nullReason: KeyFigureNullReason | null;
};

/** An entry that fits its figure's type: a date for a date, a number's unit for a number, a null reason exactly when it may be null. */
type SpecOf<K extends KeyFigureName> = KeyFigureSpec & {
  unit: NonNullable<Kpis[K]> extends number ? Exclude<KeyFigureUnit, 'date'> : 'date';
  nullReason: null extends Kpis[K] ? KeyFigureNullReason : null;
};

const money = { unit: 'money', format: { decimals: 0, change: 'difference' } } as const;
const moneyPerDay = { unit: 'moneyPerDay', format: { decimals: 0, change: 'difference' } } as const;
const percent = { unit: 'percent', format: { decimals: 2, change: 'percentagePoints' } } as const;
const ratio = { unit: 'ratio', format: { decimals: 2, change: 'difference' } } as const;
const count = { unit: 'count', format: { decimals: 0, change: null } } as const;
const date = { unit: 'date', format: { decimals: 0, change: null } } as const;

/** Every figure of `Kpis`, in the order the exports list them; the compiler refuses a figure of `Kpis` without an entry. */
const keyFigureSpecs = {
  dcfValue: { ...money, better: 'higher', onScreen: true, nullReason: null },
  projectNpv: { ...money, better: 'higher', onScreen: true, nullReason: null },
  projectIrr: { ...percent, better: 'higher', onScreen: true, nullReason: 'noIrr' },
  projectIrrRoots: { ...count, better: 'none', onScreen: false, nullReason: null },
  equityNpv: { ...money, better: 'higher', onScreen: true, nullReason: null },
  equityIrr: { ...percent, better: 'higher', onScreen: true, nullReason: 'noIrr' },
  equityIrrRoots: { ...count, better: 'none', onScreen: false, nullReason: null },
  minDscr: { ...ratio, better: 'higher', onScreen: true, nullReason: 'noDebtService' },
  avgDscr: { ...ratio, better: 'higher', onScreen: true, nullReason: 'noDebtService' },
  // More debt against the ship's value is more risk for the lender.
  maxLtv: { ...percent, better: 'lower', onScreen: true, nullReason: 'noLinearValue' },
  maxBalloonLtv: { ...percent, better: 'lower', onScreen: true, nullReason: 'noBalloon' },
  covenantBreachDate: { ...date, better: 'none', onScreen: false, nullReason: 'noBreach' },
  // The covenants of section 8a: a higher cover and trailing DSCR, a smaller cure amount leave more headroom.
  minSecurityCover: { ...ratio, better: 'higher', onScreen: true, nullReason: 'noTestDates' },
  maxCureAmount: { ...money, better: 'lower', onScreen: true, nullReason: 'noTestDates' },
  minTrailingDscr: { ...ratio, better: 'higher', onScreen: true, nullReason: 'noDscrCovenant' },
  dscrCovenantBreachDate: { ...date, better: 'none', onScreen: false, nullReason: 'noCovenantBreach' },
  liquidityCovenantBreachDate: { ...date, better: 'none', onScreen: false, nullReason: 'noCovenantBreach' },
  minLiquidity: { ...money, better: 'higher', onScreen: true, nullReason: null },
  liquidityShortfallDate: { ...date, better: 'none', onScreen: false, nullReason: 'noShortfall' },
  // A lower break-even rate leaves more room for the market to fall.
  breakevenCharterRate: { ...moneyPerDay, better: 'lower', onScreen: true, nullReason: 'noOnHireDays' },
  avgCashBreakevenRate: { ...moneyPerDay, better: 'lower', onScreen: true, nullReason: 'noOnHireDays' },
  maxCashBreakevenRate: { ...moneyPerDay, better: 'lower', onScreen: true, nullReason: 'noOnHireDays' },
  // The sooner the price is back, the better.
  paybackDate: { ...date, better: 'lower', onScreen: true, nullReason: 'notReached' },
  discountedPaybackDate: { ...date, better: 'lower', onScreen: true, nullReason: 'notReached' },
} as const satisfies { [K in KeyFigureName]: SpecOf<K> };

type Specs = typeof keyFigureSpecs;

/** A figure the screens show: it has a card, a label and an explanation. */
export type ScreenKeyFigure = { [K in KeyFigureName]: Specs[K]['onScreen'] extends true ? K : never }[KeyFigureName];

/** A figure whose change between two results is shown and judged: a number with a direction that is better. */
export type JudgedKeyFigure = {
  [K in KeyFigureName]: Specs[K]['format']['change'] extends null ? never : Specs[K]['better'] extends 'none' ? never : K;
}[KeyFigureName];

/** The keys of a figure's texts in the web's locales, and its name. */
type TextsOf<K extends KeyFigureName, S extends KeyFigureSpec> = {
  name: K;
  /** Its name on the screens, `cashflowResults.figures.<name>.label`; null for a figure only the exports show. */
  labelKey: S['onScreen'] extends true ? `cashflowResults.figures.${K}.label` : null;
  /** The card's one-line explanation, `cashflowResults.figures.<name>.explanation`. */
  explanationKey: S['onScreen'] extends true ? `cashflowResults.figures.${K}.explanation` : null;
  /** Its row's label on the exports' Key figures sheet, `assessments.export.kpis.<name>`. */
  exportLabelKey: `assessments.export.kpis.${K}`;
  /** The words of its null reason. */
  nullReasonKey: S['nullReason'] extends KeyFigureNullReason ? (typeof keyFigureNullReasons)[S['nullReason']] : null;
};

type Named<T extends Record<KeyFigureName, KeyFigureSpec>> = { [K in KeyFigureName]: T[K] & TextsOf<K, T[K]> };

function named<T extends Record<KeyFigureName, KeyFigureSpec>>(specs: T): Named<T> {
  const entries = Object.entries(specs).map(([name, spec]) => [
    name,
    {
      ...spec,
      name,
      labelKey: spec.onScreen ? `cashflowResults.figures.${name}.label` : null,
      explanationKey: spec.onScreen ? `cashflowResults.figures.${name}.explanation` : null,
      exportLabelKey: `assessments.export.kpis.${name}`,
      nullReasonKey: spec.nullReason === null ? null : keyFigureNullReasons[spec.nullReason],
    },
  ]);
  // Object.fromEntries cannot know that the keys are exactly those of `specs`, each with the texts' keys of its name; they are.
  return Object.fromEntries(entries) as Named<T>;
}

/** The key-figure catalogue: every figure of `Kpis` with its unit, better direction, format, null reason and texts' keys. */
export const keyFigures = named(keyFigureSpecs);

/** A catalogue entry with its name and the keys of its texts. */
export type KeyFigure<K extends KeyFigureName = KeyFigureName> = (typeof keyFigures)[K];

/** The names of every key figure, in the catalogue's order (the order of the exports' Key figures sheet). */
export const keyFigureNames = Object.keys(keyFigureSpecs) as KeyFigureName[];

/**
 * The step of the last digit a figure is shown with, in the figure's own terms: 1 for whole money units, 0.01 for a
 * ratio to two decimals, 0.0001 for a rate shown to two decimals of a percent.
 */
export function shownStep(name: KeyFigureName): number {
  const { unit, format } = keyFigures[name];
  return 10 ** -format.decimals / (unit === 'percent' ? 100 : 1);
}
