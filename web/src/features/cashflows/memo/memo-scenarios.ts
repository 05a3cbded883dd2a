import type { UserScenario } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { overrideInputs, type OverrideInput } from '../analysis/user-scenarios';
import { unitWords } from './memo-model';

type Currency = string | null | undefined;

/** A change with its sign, so that a rise reads as one: +5.00%, −20.00%, +100 bp. */
function signed(value: number, text: string): string {
  return value > 0 ? `+${text}` : text;
}

/** One override's value in words: a change or shift signed, a replacing value as the form writes its field. */
function overrideValue(input: OverrideInput, value: number, currency: Currency, t: TFunction): string {
  if (input.unit === 'basisPoints') return signed(value, `${formatNumber(value, { maximumFractionDigits: 2 })} ${t('scenarios.units.basisPoints')}`);
  if (input.name === 'charterRateChange' || input.name === 'opexChange') return signed(value, formatPercent(value));
  return unitWords[input.unit](value, currency, t);
}

/**
 * A user scenario's definition in words, its overrides in the editor's order with their labels and values:
 * "Change of charter rates −20.00%; Shift of base rates +100 bp". A scenario that overrides nothing says so.
 */
export function scenarioDefinition(scenario: UserScenario, currency: Currency, t: TFunction): string {
  const parts = overrideInputs.flatMap((input) => {
    const value = scenario.overrides[input.name];
    return typeof value === 'number'
      ? [t('memo.scenarios.override', { label: t(`scenarios.overrides.${input.name}.label`), value: overrideValue(input, value, currency, t) })]
      : [];
  });
  return parts.length === 0 ? t('memo.scenarios.noChanges') : parts.join('; ');
}

/**
 * The definitions of a cashflow's user scenarios by the comparison's keys (`user-0`, `user-1`, … in core's order,
 * analysis/scenario-comparison.ts), for the memo to write beside each scenario's figures.
 */
export function scenarioDefinitions(scenarios: readonly UserScenario[] | null | undefined, currency: Currency, t: TFunction): Map<string, string> {
  return new Map((scenarios ?? []).map((scenario, index) => [`user-${index}`, scenarioDefinition(scenario, currency, t)]));
}
