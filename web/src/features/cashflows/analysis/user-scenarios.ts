import {
  cashflowFields,
  maxUserScenarios,
  trancheDefaults,
  withDefaults,
  type FieldUnit,
  type ScenarioOverrideName,
  type ScenarioResult,
  type UserScenario,
} from '@keelson/core';
import type { TFunction } from 'i18next';
import type { Draft } from '../../../lib/cashflow-draft';
import { formatDays, formatList, formatMoney, formatNumber, formatPercent, formatRatePerDay } from '../../../lib/format';
import { inputKindOf, type InputKind } from '../model/field-specs';

/**
 * The user scenarios of a draft as the editor changes them: named sets of overrides of the base case,
 * stored with the cashflow in `scenarios` and calculated by core after the two fixed scenarios. Every change returns
 * a new list.
 */

/** How an override is typed: a relative change or a rate in percent, or a plain number. */
type OverrideKind = Extract<InputKind, 'percent' | 'number' | 'integer'>;
/** The unit beside an override's label: the catalogue's, or basis points for the shift of the base rates. */
export type OverrideUnit = FieldUnit | 'basisPoints';
export type OverrideInput = { name: ScenarioOverrideName; kind: OverrideKind; unit: OverrideUnit };

/** An override that replaces a catalogue field is typed and labelled as the form types that field. */
function replacing(name: 'averageTimeCharterCurr' | 'steelPricePerTonCurr' | 'offHireDaysPerYear' | 'discountRate' | 'economicUsefulLifeYears'): OverrideInput {
  const kind = inputKindOf(name);
  const unit = cashflowFields[name].unit;
  if (kind === 'text' || kind === 'date' || unit === undefined) throw new Error(`${name} is not a number with a unit`);
  return { name, kind, unit };
}

const inputs: Record<ScenarioOverrideName, OverrideInput> = {
  charterRateChange: { name: 'charterRateChange', kind: 'percent', unit: 'percent' },
  averageTimeCharterCurr: replacing('averageTimeCharterCurr'),
  opexChange: { name: 'opexChange', kind: 'percent', unit: 'percent' },
  baseRateChangeBp: { name: 'baseRateChangeBp', kind: 'number', unit: 'basisPoints' },
  steelPricePerTonCurr: replacing('steelPricePerTonCurr'),
  offHireDaysPerYear: replacing('offHireDaysPerYear'),
  discountRate: replacing('discountRate'),
  economicUsefulLifeYears: replacing('economicUsefulLifeYears'),
};

/** The overrides in the editor's order: the market first, then costs and financing, then the valuation. */
export const overrideInputs: readonly OverrideInput[] = Object.values(inputs);

const noScenarios: UserScenario[] = Object.freeze([]) as unknown as UserScenario[];

/** The draft's user scenarios, none when it has none (always the same empty list, so that a store selector may return it). */
export function scenariosOf(draft: Pick<Draft, 'scenarios'>): UserScenario[] {
  return draft.scenarios ?? noScenarios;
}

/** Whether another scenario may be added (core keeps at most ten). */
export function canAddScenario(scenarios: readonly UserScenario[]): boolean {
  return scenarios.length < maxUserScenarios;
}

/** The name by which two scenarios are told apart, as core tells them apart: trimmed, case ignored. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The first of "Scenario 1", "Scenario 2", … (`nameOf(n)`) that no scenario has yet. */
export function newScenarioName(scenarios: readonly UserScenario[], nameOf: (number: number) => string): string {
  const taken = new Set(scenarios.map((scenario) => nameKey(scenario.name)));
  let number = scenarios.length + 1;
  while (taken.has(nameKey(nameOf(number)))) number += 1;
  return nameOf(number);
}

/** The list with a new scenario at its end that changes nothing yet. */
export function addScenario(scenarios: readonly UserScenario[], name: string): UserScenario[] {
  return [...scenarios, { name, overrides: {} }];
}

export function renameScenario(scenarios: readonly UserScenario[], index: number, name: string): UserScenario[] {
  return scenarios.map((scenario, at) => (at === index ? { ...scenario, name } : scenario));
}

export function removeScenario(scenarios: readonly UserScenario[], index: number): UserScenario[] {
  return scenarios.filter((_, at) => at !== index);
}

/** The list with one override of one scenario set; null leaves the base case's value (core reads a missing override so). */
export function setOverride(scenarios: readonly UserScenario[], index: number, name: ScenarioOverrideName, value: number | null): UserScenario[] {
  return scenarios.map((scenario, at) => (at === index ? { ...scenario, overrides: { ...scenario.overrides, [name]: value } } : scenario));
}

/** The path of a scenario's member as core names its errors: `scenarios.0.name`, `scenarios.0.overrides.opexChange`. */
export function scenarioPath(index: number, member: 'name' | ScenarioOverrideName): string {
  return member === 'name' ? `scenarios.${index}.name` : `scenarios.${index}.overrides.${member}`;
}

const given = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * What an override changes, as the base case has it, in words: "$13,500/day", "4.00% and 4.00%", "8.93% (WACC)".
 * Null where the base case has no such value (no charter rate entered yet, no tranches). `base` is core's base result,
 * for the discount rate that applies when none is entered (the WACC).
 */
export function baseValueText(name: ScenarioOverrideName, draft: Draft, base: ScenarioResult | undefined, t: TFunction): string | null {
  const cashflow = withDefaults({ ...draft, brokerValueEsimationsCurr: [] });
  const { currency } = cashflow;
  const perDay = (value: number | null | undefined) => (given(value) ? formatRatePerDay(value, currency) : null);
  switch (name) {
    case 'charterRateChange': {
      const average = perDay(cashflow.averageTimeCharterCurr);
      const future = perDay(cashflow.expectedFutureCharterCurr);
      if (average === null) return null;
      return future === null ? t('scenarios.base.averageRate', { average }) : t('scenarios.base.marketRates', { average, future });
    }
    case 'averageTimeCharterCurr':
      return perDay(cashflow.averageTimeCharterCurr);
    case 'opexChange':
      return perDay(cashflow.opexPerDayCurr);
    case 'baseRateChangeBp': {
      const rates = (cashflow.tranches ?? []).map((tranche) => formatPercent(given(tranche.baseRate) ? tranche.baseRate : trancheDefaults.baseRate));
      return rates.length === 0 ? t('scenarios.base.noTranches') : formatList(rates);
    }
    case 'steelPricePerTonCurr':
      return given(cashflow.steelPricePerTonCurr) ? t('scenarios.base.perTon', { amount: formatMoney(cashflow.steelPricePerTonCurr, currency) }) : null;
    case 'offHireDaysPerYear':
      return given(cashflow.offHireDaysPerYear) ? t('scenarios.base.daysPerYear', { days: formatDays(cashflow.offHireDaysPerYear) }) : null;
    case 'discountRate': {
      if (given(cashflow.discountRate)) return formatPercent(cashflow.discountRate);
      return base === undefined ? null : t('scenarios.base.wacc', { rate: formatPercent(base.derived.discountRate) });
    }
    case 'economicUsefulLifeYears':
      return given(cashflow.economicUsefulLifeYears) ? t('scenarios.base.years', { years: formatNumber(cashflow.economicUsefulLifeYears) }) : null;
  }
}
