import {
  cashflowFields,
  fieldsOfSection,
  withDefaults,
  type Cashflow,
  type CashflowFieldName,
  type Derived,
  type FieldUnit,
  type SectionId,
} from '@keelson/core';
import type { TFunction } from 'i18next';
import { currencySymbol, formatDate, formatDays, formatMoney, formatNumber, formatPercent, formatRatePerDay, formatYears } from '../../../lib/format';

/**
 * What the credit memo says about a cashflow besides its figures: the ship, and the main assumptions in words. The
 * values are the inputs as the calculation reads them (defaults filled in) and core's derived values; nothing is
 * calculated here.
 */

/** The cashflow fields the memo reads; a draft and a shared cashflow both have them. */
export type MemoCashflow = Omit<Cashflow, 'brokerValueEsimationsCurr'>;

/** One line of a memo's list: a label and its value in words, or null where the cashflow does not say. */
export type MemoLine = { key: string; label: string; value: string | null };

/** The ship in one list: name, type, IMO number and when it was built. */
export function memoShipLines(cashflow: MemoCashflow, shipTypeName: string | null, t: TFunction): MemoLine[] {
  const text = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? null : value);
  return [
    { key: 'shipName', label: t('fields.shipName'), value: text(cashflow.shipName) },
    { key: 'shipType', label: t('fields.shipType'), value: text(shipTypeName) ?? text(cashflow.shipType) },
    { key: 'imoNumber', label: t('fields.imoNumber'), value: text(cashflow.imoNumber) },
    { key: 'built', label: t('memo.sheet.built'), value: text(cashflow.constructionDate) === null ? null : formatDate(cashflow.constructionDate ?? '') },
  ];
}

/** A titled group of assumptions. */
export type MemoGroup = { key: 'charter' | 'costs' | 'financing' | 'valuation'; title: string; lines: MemoLine[] };

const given = (value: number | null | undefined): value is number => typeof value === 'number';

/** The sections of core's field catalogue each group speaks for: every input of them that the calculation reads has a line. */
const groupSections = {
  charter: ['charter'],
  costs: ['operatingCosts', 'docking'],
  financing: ['financing', 'equity'],
  valuation: [],
} as const satisfies Record<MemoGroup['key'], readonly SectionId[]>;

/** The inputs that the worded lines below speak of, by line; the group's other inputs get lines of their own. */
const wordedInputs = {
  currentCharter: ['currentTimeCharterCurr', 'currentTimeCharterEndDate'],
  expectedFutureCharter: ['expectedFutureCharterCurr'],
  averageCharter: ['averageTimeCharterCurr'],
  charterIncrease: ['annualTimeCharterIncrease'],
  offHire: ['offHireDaysPerYear'],
  opex: ['opexPerDayCurr', 'opexEscalationRate'],
  docking: ['dockingCostCurr', 'dockingIntervalYears', 'dockingDays'],
  steelPrice: ['steelPricePerTonCurr'],
  debt: ['tranches'],
  equity: ['freshLiquidityCurr', 'cashReserveAccountCurr', 'dryDockingReserveAccount', 'equityYield'],
  discountRate: ['discountRate'],
  usefulLife: ['economicUsefulLifeYears'],
} as const satisfies Record<string, readonly CashflowFieldName[]>;

const worded = new Set<CashflowFieldName>(Object.values(wordedInputs).flat());

/** A number in words by its catalogue unit; a new unit fails to compile here until it has words. */
export const unitWords: Record<FieldUnit, (value: number, currency: string | null | undefined, t: TFunction) => string> = {
  money: (value, currency) => formatMoney(value, currency),
  moneyPerDay: (value, currency) => formatRatePerDay(value, currency),
  moneyPerTon: (value, currency, t) => t('memo.assumptions.perTon', { amount: formatMoney(value, currency) }),
  moneyPerYear: (value, currency, t) => t('memo.assumptions.perYear', { amount: formatMoney(value, currency) }),
  percent: (value) => formatPercent(value),
  daysPerYear: (value, _currency, t) => t('memo.assumptions.offHireValue', { days: formatDays(value) }),
  years: (value, currency, t) => `${formatNumber(value, { maximumFractionDigits: 2 })} ${t('cashflow.units.years', { symbol: currencySymbol(currency) })}`,
  days: (value, currency, t) => `${formatNumber(value, { maximumFractionDigits: 1 })} ${t('cashflow.units.days', { symbol: currencySymbol(currency) })}`,
  tonnes: (value, currency, t) => `${formatNumber(value, { maximumFractionDigits: 0 })} ${t('cashflow.units.tonnes', { symbol: currencySymbol(currency) })}`,
};

/** An input as the cashflow gives it, in words: a number by its unit, a text; null for anything else. */
function inputInWords(name: CashflowFieldName, value: unknown, currency: string | null | undefined, t: TFunction): string | null {
  const field = cashflowFields[name];
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') return null;
  return 'unit' in field ? unitWords[field.unit](value, currency, t) : formatNumber(value);
}

/**
 * The other inputs of a group's sections that the calculation reads, where the cashflow departs from the standard: an
 * amount, rate or count given other than the catalogue's default, each on a line of its own with its label. So a new
 * input of the catalogue appears as soon as it is set, without this file naming it; inputs left at their defaults stay
 * off the page, and so do dates, which record what happened (an assessment, the last docking) rather than assume.
 */
function otherInputLines(draft: MemoCashflow, sections: readonly SectionId[], t: TFunction): MemoLine[] {
  const inputs: Partial<Record<CashflowFieldName, unknown>> = draft;
  return sections
    .flatMap((section) => fieldsOfSection(section))
    .filter((name) => cashflowFields[name].calculation !== 'ignored' && cashflowFields[name].kind !== 'date' && !worded.has(name))
    .flatMap((name) => {
      const value = inputs[name];
      const field = cashflowFields[name];
      if (value === null || value === undefined || value === '' || ('default' in field && value === field.default)) return [];
      return [{ key: name, label: t(`fields.${name}`), value: inputInWords(name, value, draft.currency, t) }];
    });
}

/**
 * The main assumptions of the base case in words, in four groups: the charter, the running costs, the financing,
 * and the valuation (discount rate, useful life). `derived` is core's base-case result (docs/spec/calculation.md section 3).
 * Each group ends with the other inputs of its catalogue sections that depart from their defaults (otherInputLines).
 */
export function memoAssumptions(draft: MemoCashflow, derived: Derived, t: TFunction): MemoGroup[] {
  const cashflow = withDefaults({ ...draft, brokerValueEsimationsCurr: [] });
  const { currency } = cashflow;
  const perDay = (value: number | null | undefined) => (given(value) ? formatRatePerDay(value, currency) : null);
  const percent = (value: number | null | undefined) => (given(value) ? formatPercent(value) : null);
  const none = t('memo.assumptions.none');

  const currentCharter =
    given(cashflow.currentTimeCharterCurr) && typeof cashflow.currentTimeCharterEndDate === 'string' && cashflow.currentTimeCharterEndDate !== ''
      ? t('memo.assumptions.currentCharterUntil', { rate: perDay(cashflow.currentTimeCharterCurr), end: formatDate(cashflow.currentTimeCharterEndDate) })
      : (perDay(cashflow.currentTimeCharterCurr) ?? none);
  const opex = given(cashflow.opexPerDayCurr)
    ? t('memo.assumptions.opexValue', { rate: perDay(cashflow.opexPerDayCurr), escalation: percent(cashflow.opexEscalationRate ?? 0) })
    : null;
  const docking =
    given(cashflow.dockingCostCurr) && given(cashflow.dockingIntervalYears) && given(cashflow.dockingDays)
      ? t('memo.assumptions.dockingValue', {
          cost: formatMoney(cashflow.dockingCostCurr, currency),
          interval: formatNumber(cashflow.dockingIntervalYears, { maximumFractionDigits: 2 }),
          days: formatDays(cashflow.dockingDays),
        })
      : null;
  const trancheCount = cashflow.tranches?.length ?? 0;
  const debt =
    trancheCount === 0
      ? t('memo.assumptions.noDebt')
      : t('memo.assumptions.debtValue', { count: trancheCount, amount: formatMoney(derived.tranchesValue, currency), ltv: formatPercent(derived.loanToValue) });
  const equity = given(cashflow.equityYield)
    ? t('memo.assumptions.equityValue', { amount: formatMoney(derived.equity, currency), yield: formatPercent(cashflow.equityYield) })
    : formatMoney(derived.equity, currency);
  // ρ is the cashflow's own discount rate when one is given, else the WACC (docs/spec/calculation.md section 3).
  const discountRate = given(cashflow.discountRate)
    ? t('memo.assumptions.discountRateGiven', { rate: formatPercent(derived.discountRate) })
    : t('memo.assumptions.discountRateWacc', { rate: formatPercent(derived.discountRate) });
  const usefulLife = given(cashflow.economicUsefulLifeYears)
    ? t('memo.assumptions.usefulLifeValue', {
        years: formatNumber(cashflow.economicUsefulLifeYears, { maximumFractionDigits: 2 }),
        remaining: formatYears(derived.remainingUsefulLifeYears),
      })
    : null;

  return [
    {
      key: 'charter',
      title: t('memo.assumptions.charter'),
      lines: [
        { key: 'currentCharter', label: t('memo.assumptions.labels.currentCharter'), value: currentCharter },
        { key: 'expectedFutureCharter', label: t('memo.assumptions.labels.expectedFutureCharter'), value: perDay(cashflow.expectedFutureCharterCurr) ?? none },
        { key: 'averageCharter', label: t('memo.assumptions.labels.averageCharter'), value: perDay(cashflow.averageTimeCharterCurr) },
        { key: 'charterIncrease', label: t('memo.assumptions.labels.charterIncrease'), value: percent(cashflow.annualTimeCharterIncrease) },
        {
          key: 'offHire',
          label: t('memo.assumptions.labels.offHire'),
          value: given(cashflow.offHireDaysPerYear) ? t('memo.assumptions.offHireValue', { days: formatDays(cashflow.offHireDaysPerYear) }) : null,
        },
        ...otherInputLines(draft, groupSections.charter, t),
      ],
    },
    {
      key: 'costs',
      title: t('memo.assumptions.costs'),
      lines: [
        { key: 'opex', label: t('memo.assumptions.labels.opex'), value: opex },
        { key: 'docking', label: t('memo.assumptions.docking'), value: docking },
        {
          key: 'steelPrice',
          label: t('memo.assumptions.labels.steelPrice'),
          value: given(cashflow.steelPricePerTonCurr) ? t('memo.assumptions.perTon', { amount: formatMoney(cashflow.steelPricePerTonCurr, currency) }) : null,
        },
        ...otherInputLines(draft, groupSections.costs, t),
      ],
    },
    {
      key: 'financing',
      title: t('memo.assumptions.financing'),
      lines: [
        { key: 'price', label: t('memo.assumptions.price'), value: formatMoney(derived.totalAcquisitionCost, currency) },
        { key: 'debt', label: t('memo.assumptions.debt'), value: debt },
        { key: 'costOfDebt', label: t('memo.assumptions.costOfDebt'), value: trancheCount === 0 ? none : formatPercent(derived.costOfDebt) },
        { key: 'equity', label: t('memo.assumptions.equity'), value: equity },
        ...otherInputLines(draft, groupSections.financing, t),
      ],
    },
    {
      key: 'valuation',
      title: t('memo.assumptions.valuation'),
      lines: [
        { key: 'discountRate', label: t('memo.assumptions.labels.discountRate'), value: discountRate },
        { key: 'usefulLife', label: t('memo.assumptions.labels.usefulLife'), value: usefulLife },
        ...otherInputLines(draft, groupSections.valuation, t),
      ],
    },
  ];
}
