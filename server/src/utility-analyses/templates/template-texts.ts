import type { utility } from '@keelson/core';

/** The texts of one criterion (group or leaf) in another language; the anchors by point, the options by option id. */
export type CriterionTexts = {
  title: string;
  description?: string;
  /** A leaf's unit where it is a word (`ratio`, `% of equity`); the symbols `x` and `%` read the same in every language. */
  unit?: string;
  anchors?: Readonly<Record<number, string>>;
  options?: Readonly<Record<string, string>>;
};

/**
 * Every text of one template version in another language: its title and description, the
 * scale's anchors by point, each criterion's texts by criterion id, and each knock-out rule's reason by
 * `knockOutKey`. Ids, weights, scales, transformations and metrics are the template's and are not repeated.
 */
export type TemplateTexts = {
  title: string;
  description: string;
  scaleAnchors: Readonly<Record<number, string>>;
  criteria: Readonly<Record<string, CriterionTexts>>;
  knockOuts: Readonly<Record<string, string>>;
};

/** A knock-out rule's key in a translation: `leaf=option`, `leaf<threshold` or `leaf>threshold`. */
export function knockOutKey(rule: utility.KnockOutRule): string {
  switch (rule.kind) {
    case 'option':
      return `${rule.leafId}=${rule.optionId}`;
    case 'below':
      return `${rule.leafId}<${rule.threshold}`;
    case 'above':
      return `${rule.leafId}>${rule.threshold}`;
  }
}

/** Units that are symbols, not words: they need no translation. */
export const symbolUnits: ReadonlySet<string> = new Set(['x', '%', '']);
