import { withDefaults, type Cashflow, type Derived } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatDate, formatDays, formatMoney, formatNumber, formatPercent, formatRatePerDay, formatYears } from '../../../lib/format';

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

/**
 * The main assumptions of the base case in words, in four groups: the charter, the running costs, the financing,
 * and the valuation (discount rate, useful life). `derived` is core's base-case result (docs/spec/calculation.md section 3).
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
      ],
    },
    {
      key: 'valuation',
      title: t('memo.assumptions.valuation'),
      lines: [
        { key: 'discountRate', label: t('memo.assumptions.labels.discountRate'), value: discountRate },
        { key: 'usefulLife', label: t('memo.assumptions.labels.usefulLife'), value: usefulLife },
      ],
    },
  ];
}
