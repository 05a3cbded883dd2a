import { isFieldRule, type FieldError, type FieldRule, type FieldRuleParams } from '@keelson/core';
import { formatExactNumber, formatExactPercent, formatList } from './format';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

/** How the params of an error are put in words beyond the defaults. */
type FieldErrorWords = {
  /** The field is edited in percent: its bounds are shown in percent (0.99 → "99%"). */
  percent?: boolean;
  /** The label of another field a rule names (a sum's other quotes); the name itself without it. */
  fieldLabel?: (name: string) => string;
};

type Rule = Exclude<FieldRule, 'range'>;

function number(value: number, percent: boolean): string {
  return percent ? formatExactPercent(value) : formatExactNumber(value);
}

function bound(params: FieldRuleParams, name: 'min' | 'max', percent: boolean): string | undefined {
  const value = params[name];
  return typeof value === 'number' ? number(value, percent) : value;
}

/** "Must be between 0% and 100%", "Must be at least 0% and below 100%", "Must be greater than 0" … */
function rangeText(t: TFunction, params: FieldRuleParams, percent: boolean): string {
  const min = bound(params, 'min', percent);
  const max = bound(params, 'max', percent);
  const minExclusive = params.minExclusive === 1;
  const maxExclusive = params.maxExclusive === 1;
  if (min !== undefined && max !== undefined && !minExclusive && !maxExclusive) return t('errors.rules.range.between', { min, max });
  const lower = min === undefined ? undefined : t(minExclusive ? 'errors.rules.range.greaterThan' : 'errors.rules.range.atLeast', { min });
  const upper = max === undefined ? undefined : t(maxExclusive ? 'errors.rules.range.below' : 'errors.rules.range.atMost', { max });
  if (lower !== undefined && upper !== undefined) return t('errors.rules.range.both', { lower, upper });
  const one = lower ?? upper;
  return one === undefined ? t('errors.rules.number') : t('errors.rules.range.one', { bound: one });
}

/** The params as a rule's text shows them: numbers in the active language, field names as labels, lists joined. */
function values(rule: Rule, params: FieldRuleParams, words: FieldErrorWords): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) shown[name] = typeof value === 'number' ? formatExactNumber(value) : value;
  if (rule === 'sumBelowOne') {
    const others = String(params.fields ?? '').split(',');
    shown.fields = formatList(others.map((name) => words.fieldLabel?.(name) ?? name));
    shown.max = number(1, words.percent === true);
  }
  if (rule === 'oneOf') shown.options = String(params.options ?? '').replaceAll(',', ', ');
  return shown;
}

/**
 * A field error in the active language, from its rule and params (errors travel as data, docs/STYLE.md): the
 * bounds of a field edited in percent in percent. The server's English `message` is used only for a rule this
 * app does not know, and for `invalid`, which names no rule and so has no other words.
 */
export function fieldErrorText(error: Pick<FieldError, 'rule' | 'params' | 'message'>, words: FieldErrorWords = {}, t: TFunction = i18n.t): string {
  const { rule, message } = error;
  const params = error.params ?? {};
  if (!isFieldRule(rule)) return message;
  if (rule === 'range') return rangeText(t, params, words.percent === true);
  if (rule === 'invalid' && message !== '') return message;
  // `replace` carries values whose names differ by rule, which the typed options of each key cannot list.
  return t(`errors.rules.${rule}`, { replace: values(rule, params, words) });
}
