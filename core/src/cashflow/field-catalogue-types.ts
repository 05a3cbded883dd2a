/**
 * The vocabulary of the field catalogue (field-catalogue.ts): what kind of value a field holds, what it is
 * measured in, its bounds and where the form shows it.
 */

/**
 * What a field holds: an amount of money, a rate or quote (a decimal, 0.02 = 2 %), a calendar date
 * (`YYYY-MM-DD`), a whole number, any other number, a text, a list, or one of a few numbered choices.
 */
export type FieldKind = 'money' | 'rate' | 'date' | 'count' | 'number' | 'text' | 'list' | 'choice';

/** What a number is measured in; money units are in the cashflow's currency. */
export type FieldUnit = 'money' | 'moneyPerDay' | 'moneyPerTon' | 'moneyPerYear' | 'percent' | 'years' | 'tonnes' | 'days' | 'daysPerYear';

/** The form's sections, in the order the form shows them. */
export const sectionIds = ['vessel', 'market', 'charter', 'operatingCosts', 'docking', 'financing', 'equity', 'covenants'] as const;
export type SectionId = (typeof sectionIds)[number];

/** A range of numbers; a bound that is left out does not apply. */
export type Bounds = {
  min?: number;
  max?: number;
  /** The minimum itself is not allowed (`> min` rather than `≥ min`). */
  minExclusive?: boolean;
  /** The maximum itself is not allowed (`< max` rather than `≤ max`). */
  maxExclusive?: boolean;
};

/**
 * How the calculation reads a field (docs/spec/calculation.md section 2): `rule` — a plain number checked by
 * its bounds, taking its default when missing (or null without one); `own` — by a rule of its own in a
 * validate-*.ts file (dates, lists, the timeline, the current charter); `ignored` — not read at all.
 */
export type CalculationUse = 'rule' | 'own' | 'ignored';

/** What a list holds: amounts, texts, uuids or loan tranches (the tranche catalogue). */
export type ListEntry = 'money' | 'text' | 'uuid' | 'tranche';

/** One field of the catalogue, without its name (the key) and label key (derived from the name). */
export type FieldSpec = {
  kind: FieldKind;
  unit?: FieldUnit;
  /** The default of docs/spec/product-spec.md section 3 or calculation.md section 2, when it is a constant. */
  default?: number | string;
  /** The field whose value a missing one takes instead (calculation.md section 2), e.g. V for a date. */
  defaultFrom?: string;
  /** The values a single field may never leave (also when saving); cross-field rules are the calculation's. */
  bounds?: Bounds;
  /** A whole number (count and choice fields). */
  integer?: boolean;
  /** Calculation needs it: missing, it keeps a cashflow from being calculated. */
  required: boolean;
  calculation: CalculationUse;
  /** The form section that shows it; null for a stored field that the form does not offer (a tranche's derived ones). */
  section: SectionId | null;
  /** Its place within its section, from 1. */
  order: number;
  /** Texts: the longest allowed. */
  maxLength?: number;
  /** Lists: what an entry is, and how many there may be. */
  entry?: ListEntry;
  maxEntries?: number;
  /** Choices: the values allowed. */
  options?: readonly number[];
};

/** A quote or rate in [0, 1). */
export const quote = { min: 0, max: 1, maxExclusive: true } as const satisfies Bounds;
/** A share or yield in [0, 1]. */
export const share = { min: 0, max: 1 } as const satisfies Bounds;
/** A yearly growth rate in [−0.99, 1]. */
export const growthRate = { min: -0.99, max: 1 } as const satisfies Bounds;
/** An amount or count of at least 0. */
export const atLeastZero = { min: 0 } as const satisfies Bounds;
/** An amount greater than 0. */
export const greaterThanZero = { min: 0, minExclusive: true } as const satisfies Bounds;
/** Years of a loan in (0, 100]. */
export const loanYears = { min: 0, minExclusive: true, max: 100 } as const satisfies Bounds;

/** The largest amount (money or tonnes) a cashflow may store: what is larger is never a ship's. */
export const largestAmount = 1e12;
