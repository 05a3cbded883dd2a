import { plausibilityFields, type PlausibilityCashflow, type PlausibilityWarning, type ShipType, type TypicalShipValues } from '@keelson/core';
import type { TFunction } from 'i18next';
import { formatExactPercent, formatMoney, formatNumber, formatRatePerDay } from '../../../lib/format';
import type { Draft } from '../../../lib/cashflow-draft';
import { i18n } from '../../../lib/i18n';
import { unitOfPath } from './field-specs';

/** Plausibility warnings by their path, as field errors are kept (model/field-errors.ts); the first one of a path wins. */
export type WarningsByPath = ReadonlyMap<string, PlausibilityWarning>;

export const noWarnings: WarningsByPath = new Map();

export function warningsByPath(warnings: readonly PlausibilityWarning[]): WarningsByPath {
  const byPath = new Map<string, PlausibilityWarning>();
  for (const warning of warnings) if (!byPath.has(warning.field)) byPath.set(warning.field, warning);
  return byPath;
}

/** The same warning at every path, so that a field draws again only when its warning reads differently. */
export function sameWarningsByPath(a: WarningsByPath, b: WarningsByPath): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [path, warning] of a) {
    const other = b.get(path);
    if (other === undefined || other.rule !== warning.rule || JSON.stringify(other.params) !== JSON.stringify(warning.params)) return false;
  }
  return true;
}

/**
 * What of the draft plausibility reads (core's plausibilityFields), each the draft's own value, so that a shallow
 * comparison tells whether the warnings can change; a broker estimate still being typed stays in its place.
 */
export function plausibilityInputsOf(draft: Draft): PlausibilityCashflow {
  const inputs: Record<string, unknown> = {};
  for (const field of plausibilityFields) inputs[field] = draft[field];
  // Every field of PlausibilityCashflow is one of plausibilityFields, copied with its own value and type.
  return inputs as PlausibilityCashflow;
}

/** The typical values of the chosen ship type, or null for none or a code the server's list does not know (yet). */
export function typicalValuesOf(shipTypes: readonly ShipType[] | undefined, code: string | null | undefined): TypicalShipValues | null {
  return shipTypes?.find((shipType) => shipType.code === code) ?? null;
}

/** A number of a warning as its field shows it: percent for a field edited in percent, else with up to two decimals. */
function shownValue(path: string, value: number): string {
  return unitOfPath(path) === 'percent' ? formatExactPercent(value) : formatNumber(value, { maximumFractionDigits: 2 });
}

const numberParam = (warning: PlausibilityWarning, name: string): number => {
  const value = warning.params[name];
  return typeof value === 'number' ? value : Number.NaN;
};

/**
 * A plausibility warning in words (docs/plausibility.md), without its "Check:": the value and the range in the active
 * language's notation ("6.5 lies outside the range typical of the chosen ship type (3,720 to 9,920)").
 */
export function plausibilityWarningText(warning: PlausibilityWarning, currency: string | null | undefined, t: TFunction = i18n.t): string {
  const key = `cashflow.plausibility.rules.${warning.rule}` as const;
  switch (warning.rule) {
    case 'shipTypeRange':
    case 'usualRange': {
      const shown = (name: string) => shownValue(warning.field, numberParam(warning, name));
      return t(key, { value: shown('value'), min: shown('min'), max: shown('max') });
    }
    case 'valuePerLightTonne': {
      const money = (name: string) => formatMoney(numberParam(warning, name), currency);
      return t(key, { value: money('value'), min: money('min'), max: money('max') });
    }
    case 'loanAboveValue':
      // Whole percent: "196%", as a credit analyst says it.
      return t(key, { ltv: formatExactPercent(Math.round(numberParam(warning, 'ltv') * 100) / 100), max: formatExactPercent(numberParam(warning, 'max')) });
    case 'charterBelowOpex':
      return t(key, { opex: formatRatePerDay(numberParam(warning, 'opex'), currency) });
    case 'imoFormat':
    case 'imoCheckDigit':
      return t(key);
  }
}
