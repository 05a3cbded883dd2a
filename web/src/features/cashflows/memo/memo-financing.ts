import { cashflowFields, trancheDefaults, type CashflowTranche, type ScenarioResult } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { covenantLevels, type CovenantInputs } from '../results/covenant-levels';
import { headroomRows, type HeadroomRow } from '../results/covenant-rows';
import { formatKeyFigure } from '../results/key-figure-text';

/**
 * What the credit memo says about the financing: each tranche's terms, the covenants at their tightest test dates. Every amount and date is core's (its derived values and covenant tests); the covenant lines are
 * the covenant panel's own (results/covenant-rows.ts), so the memo and the screen write them alike.
 */

type Currency = string | null | undefined;

/** One tranche's terms as the memo writes them. */
export type MemoLoanTerms = {
  /** Numbered from 1, as the tranche editor numbers it. */
  number: number;
  amount: string;
  drawn: string;
  /** Base rate and margin, and their sum: "4.00% + 2.50% = 6.50%". */
  rate: string;
  /** The term and the maturity date: "7 years, to 2033-10-15". */
  tenor: string;
  /** The repayment profile: linear to zero over the term, or along a longer profile that leaves a balloon. */
  profile: string;
  /** The balloon at maturity, "none" when the profile repays the whole loan by then. */
  balloon: string;
  /** The tranche matures after the end of the useful life: the rest is repaid from the sale. */
  maturesAfterEndOfLife: boolean;
};

const given = (value: number | null | undefined): value is number => typeof value === 'number';

/** The loan terms of each tranche of the cashflow, from its inputs and core's derived values (calculation.md sections 3 and 6). */
export function memoLoanTerms(
  tranches: readonly CashflowTranche[] | null | undefined,
  result: ScenarioResult,
  currency: Currency,
  t: TFunction,
): MemoLoanTerms[] {
  return (tranches ?? []).flatMap((tranche, index) => {
    const derived = result.derived.tranches[index];
    if (derived === undefined) return [];
    const baseRate = given(tranche.baseRate) ? tranche.baseRate : trancheDefaults.baseRate;
    const margin = given(tranche.interest) ? tranche.interest : trancheDefaults.interest;
    const term = formatNumber(tranche.durationYears ?? 0, { maximumFractionDigits: 2 });
    const linear = derived.balloon <= 0;
    return [
      {
        number: index + 1,
        amount: formatMoney(tranche.value ?? 0, currency),
        // A missing disbursement date means the acquisition date (calculation.md section 2).
        drawn: formatDate(
          typeof tranche.disbursementDate === 'string' && tranche.disbursementDate !== '' ? tranche.disbursementDate : result.derived.acquisitionDate,
        ),
        rate: t('memo.loans.rateValue', { base: formatPercent(baseRate), margin: formatPercent(margin), rate: formatPercent(derived.nominalInterestRate) }),
        tenor: t('memo.loans.tenorValue', { years: term, maturity: formatDate(derived.maturityDate) }),
        profile: linear
          ? t('memo.loans.profileLinear')
          : t('memo.loans.profileBalloon', { years: formatNumber(derived.amortizationYears, { maximumFractionDigits: 2 }) }),
        balloon: linear ? t('memo.loans.noBalloon') : formatMoney(derived.balloon, currency),
        maturesAfterEndOfLife: derived.maturesAfterEndOfLife,
      },
    ];
  });
}

/** A covenant's line of the memo: the covenant panel's line and, for the minimum value clause, the largest cure amount. */
export type MemoCovenantRow = HeadroomRow & { cure: string | null };

/**
 * Each covenant the loan agreement sets, at its tightest test date (core's covenantHeadroom through the panel's
 * headroomRows), with the cure amount where the method defines one: the largest prepayment that restores the minimum
 * value clause over the test dates (maxCureAmount, calculation.md section 8).
 */
export function memoCovenantRows(result: ScenarioResult, inputs: CovenantInputs, currency: Currency): MemoCovenantRow[] {
  return headroomRows(result.covenantTests, covenantLevels(inputs), currency).map((row) => ({
    ...row,
    cure: row.covenant === 'minimumValueClause' ? formatKeyFigure('maxCureAmount', result.kpis, currency) : null,
  }));
}

/** How often the covenants are tested, in words: "every 3 months", from the input or its default of 6. */
export function memoTestFrequency(covenantTestMonths: number | null | undefined, t: TFunction): string {
  return t('memo.covenants.frequency', { count: covenantTestMonths ?? cashflowFields.covenantTestMonths.default });
}
