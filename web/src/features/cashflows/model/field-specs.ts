import {
  cashflowFields,
  defaultLanguage,
  trancheFields,
  trancheFormFields,
  type CashflowFieldName,
  type CatalogueField,
  type FieldKind,
  type FieldUnit,
  type Language,
  type TrancheFieldName,
} from '@keelson/core';
import { parseFieldPath } from './field-path';
import { formatNumberText } from '../../../lib/number-text';
import { toPercent } from './percent';

/**
 * What the web adds to core's field catalogue (kind, unit, default, section and order live there): which
 * input edits a field. A plain field is edited as text, a date (`YYYY-MM-DD`), a number, a whole number,
 * or a rate shown as percent, by its kind alone; the others have editors of their own.
 */
export type InputKind = 'text' | 'date' | 'number' | 'integer' | 'percent';

/** Lists and choices need an editor of their own; so does a text chosen from a list (ship type, currency). */
type OwnEditorKind = 'list' | 'choice';
const inputOfKind: Record<Exclude<FieldKind, OwnEditorKind>, InputKind> = {
  text: 'text',
  date: 'date',
  money: 'number',
  number: 'number',
  count: 'integer',
  rate: 'percent',
};

type KindOf<N extends CashflowFieldName> = (typeof cashflowFields)[N]['kind'];
type ListOrChoiceField = { [N in CashflowFieldName]: KindOf<N> extends OwnEditorKind ? N : never }[CashflowFieldName];

/**
 * The fields with editors of their own (cashflow-form.tsx draws them): every list and choice of the catalogue,
 * so that a new one fails to compile here until it has an editor, and the two texts chosen from a list.
 * The evaluation types belong to the broker estimates: the form leaves them as they are; the summary shows them.
 */
export const ownEditors = {
  shipType: 'shipType',
  currency: 'currency',
  dayCountConvention: 'dayCount',
  covenantTestMonths: 'covenantTestMonths',
  brokerValueEsimationsCurr: 'brokerEstimates',
  brokerEvaluationType: 'none',
  tranches: 'tranches',
} as const satisfies Record<ListOrChoiceField | 'shipType' | 'currency', string>;

type SpecialField = keyof typeof ownEditors;
/** A field the form edits with a plain input, chosen by its kind. */
export type PlainField = Exclude<CashflowFieldName, SpecialField>;

type SectionOfTranche<N extends TrancheFieldName> = (typeof trancheFields)[N]['section'];
/** A tranche field the tranche editor offers; core leaves the derived ones (valuationDate, leverage) out of the form. */
export type TrancheFormField = { [N in TrancheFieldName]: SectionOfTranche<N> extends null ? never : N }[TrancheFieldName];

/** Whether a name of a path is a field of core's cashflow catalogue. */
export function isCashflowField(name: string): name is CashflowFieldName {
  return Object.hasOwn(cashflowFields, name);
}

function isTrancheField(name: string): name is TrancheFieldName {
  return Object.hasOwn(trancheFields, name);
}

/** Whether a name of a path is a tranche field that the form offers. */
export function isTrancheFormField(name: string): name is TrancheFormField {
  return isTrancheField(name) && trancheFields[name].section !== null;
}

/** The tranche fields in the order the editor shows them. */
export const trancheInputs: readonly TrancheFormField[] = trancheFormFields.filter(isTrancheFormField);

export function isSpecialField(name: CashflowFieldName): name is SpecialField {
  return Object.hasOwn(ownEditors, name);
}

/** How a plain cashflow field is edited. */
export function inputKindOf(field: PlainField): InputKind {
  return inputOfKind[cashflowFields[field].kind];
}

/** How a tranche field is edited. */
export function trancheInputKindOf(field: TrancheFieldName): InputKind {
  return inputOfKind[trancheFields[field].kind];
}

/** A number as its field shows it: rates as percent. */
export function toShown(value: number, kind: InputKind): number {
  return kind === 'percent' ? toPercent(value) : value;
}

function placeholderOf(value: number | string | undefined, kind: InputKind, language: Language): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : formatNumberText(toShown(value, kind), language);
}

/** The placeholder of a cashflow field: its default in the catalogue as the field shows it (0.025 → "2.5", German "2,5"), or nothing. */
export function fieldPlaceholder(field: PlainField, language: Language = defaultLanguage): string | undefined {
  const spec: CatalogueField = cashflowFields[field];
  return placeholderOf(spec.default, inputKindOf(field), language);
}

/** The placeholder of a tranche field: the default rates (4 and 2.5), or nothing. */
export function trancheFieldPlaceholder(field: TrancheFieldName, language: Language = defaultLanguage): string | undefined {
  const spec: CatalogueField = trancheFields[field];
  return placeholderOf(spec.default, trancheInputKindOf(field), language);
}

/** The unit of a cashflow field in the catalogue, if it has one. */
export function unitOf(field: CashflowFieldName): FieldUnit | undefined {
  const spec: CatalogueField = cashflowFields[field];
  return spec.unit;
}

/** The unit of a tranche field in the catalogue, if it has one. */
export function trancheUnitOf(field: TrancheFieldName): FieldUnit | undefined {
  const spec: CatalogueField = trancheFields[field];
  return spec.unit;
}

/** The unit of the field a path of core's validation names (`commissionsQuote`, `tranches.0.baseRate`, `brokerValueEsimationsCurr.1`). */
export function unitOfPath(path: string): FieldUnit | undefined {
  const parsed = parseFieldPath(path);
  switch (parsed.kind) {
    case 'field':
      return isCashflowField(parsed.name) ? unitOf(parsed.name) : undefined;
    case 'tranche':
      return parsed.member !== null && isTrancheField(parsed.member) ? trancheUnitOf(parsed.member) : undefined;
    case 'brokerEstimate':
      return unitOf('brokerValueEsimationsCurr');
    case 'unknown':
      return undefined;
  }
}
