import type { utility } from '@keelson/core';

/** One row of the answers table: a leaf with the titles of the groups between its section and itself. */
export type AnswerRow = { leaf: utility.CriterionLeaf; path: string[] };
/** One section (accordion item) of the answers table: a top-level node and the leaves below it. */
export type AnswerSection = { id: string; title: string; rows: AnswerRow[] };

/** The answers table, criteria × alternatives, one section per top-level group (a top-level leaf is its own section). */
export function answerSections(criteria: readonly utility.Criterion[]): AnswerSection[] {
  const rowsOf = (node: utility.Criterion, path: string[]): AnswerRow[] =>
    node.kind === 'group' ? node.children.flatMap((child) => rowsOf(child, child.kind === 'group' ? [...path, child.title] : path)) : [{ leaf: node, path }];
  return criteria.map((node) => ({ id: node.id, title: node.title, rows: rowsOf(node, []) }));
}

/** The answer a cell shows: the given one, or none (a missing answer is unanswered). */
export function answerOf(
  answers: Readonly<Record<string, Readonly<Record<string, utility.Answer>>>>,
  alternativeId: string,
  leafId: string,
): utility.Answer | undefined {
  return answers[alternativeId]?.[leafId];
}

/** The answers with one cell set, or cleared when `answer` is undefined. */
export function withAnswer(
  answers: Readonly<Record<string, Record<string, utility.Answer>>>,
  alternativeId: string,
  leafId: string,
  answer: utility.Answer | undefined,
): Record<string, Record<string, utility.Answer>> {
  const { [leafId]: _old, ...rest } = answers[alternativeId] ?? {};
  return { ...answers, [alternativeId]: answer === undefined ? rest : { ...rest, [leafId]: answer } };
}

/** The anchor text of a scale point: the leaf's own, else the template scale's. */
export function anchorText(leaf: utility.CriterionLeaf, scale: readonly { point: number; text: string }[], point: number): string | null {
  const own = leaf.kind === 'scale' ? leaf.anchors?.find((anchor) => anchor.point === point) : undefined;
  return own?.text ?? scale.find((anchor) => anchor.point === point)?.text ?? null;
}

/** The narrowest the criterion column and an alternative's column may be, in px (a cell's padding included). */
export const criterionColumnMin = 180;
export const alternativeColumnMin = 190;
/** What an accordion panel takes of the width: its padding (md on each side) and its border. */
const panelInset = 2 * 16 + 2;

/**
 * How many alternatives' columns fit beside the criterion column in `width` px (0: not measured yet, all of them);
 * fewer than all means one at a time, with a switcher.
 */
export function columnsThatFit(width: number, alternatives: number): number {
  if (width <= 0) return alternatives;
  return Math.max(1, Math.min(alternatives, Math.floor((width - panelInset - criterionColumnMin) / alternativeColumnMin)));
}
