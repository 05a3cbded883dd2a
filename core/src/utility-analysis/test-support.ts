import fc from 'fast-check';
import type { Criterion, Template } from './template-schema';

// Fixtures shared by the tests of utility-analysis/; imported by *.test.ts only.

/** A small investor template: finance 60 % (price 50 %, DSCR 50 %), asset 40 % (condition 25 %, class 75 %). */
export const vesselTemplate = {
  id: 'tpl-vessel',
  key: 'second-hand-vessel',
  version: 1,
  title: 'Second-hand vessel acquisition',
  description: 'Investor view',
  scale: {
    min: 0,
    max: 10,
    anchors: [
      { point: 0, text: 'unacceptable' },
      { point: 5, text: 'adequate' },
      { point: 10, text: 'excellent' },
    ],
  },
  criteria: [
    {
      kind: 'group',
      id: 'finance',
      title: 'Financial strength',
      weight: 60,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'price',
          title: 'Price against DCF value',
          weight: 50,
          metric: 'priceToDcfValue',
          unit: 'x',
          transformation: { kind: 'linear', worst: 1.3, best: 0.8 },
        },
        { kind: 'number', id: 'dscr', title: 'Minimum DSCR', weight: 50, unit: 'x', transformation: { kind: 'linear', worst: 1, best: 2 } },
      ],
    },
    {
      kind: 'group',
      id: 'asset',
      title: 'Asset',
      weight: 40,
      children: [
        { kind: 'scale', id: 'condition', title: 'Technical condition', weight: 25, anchors: [{ point: 0, text: 'scrap' }] },
        {
          kind: 'choice',
          id: 'class',
          title: 'Class status',
          weight: 75,
          options: [
            { id: 'top', label: 'IACS, no conditions', score: 10 },
            { id: 'ok', label: 'IACS, minor conditions', score: 6 },
            { id: 'poor', label: 'non-IACS', score: 2 },
            { id: 'none', label: 'no class', score: 0 },
          ],
        },
      ],
    },
  ],
  knockOuts: [
    { leafId: 'class', kind: 'option', optionId: 'none', reason: 'no class certificate' },
    { leafId: 'dscr', kind: 'below', threshold: 1.05, reason: 'DSCR below 1.05' },
  ],
} satisfies Template;

/** A tree shape: null is a leaf, an array a group; `raw` becomes the local weight after normalising siblings to 100. */
type Shape = { raw: number; children: Shape[] | null };
const shapeArbitrary = fc.letrec<{ node: Shape }>((tie) => ({
  node: fc.record({
    raw: fc.integer({ min: 0, max: 100 }),
    children: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.array(tie('node'), { minLength: 1, maxLength: 4 })),
  }),
})).node;

/** Builds criteria from shapes with ids n0, n1, … and sibling weights summing to 100. */
export function criteriaOf(shapes: readonly Shape[], counter = { next: 0 }): Criterion[] {
  const sum = shapes.reduce((total, shape) => total + shape.raw, 0);
  return shapes.map((shape): Criterion => {
    const base = { id: `n${counter.next++}`, title: 'c', weight: sum > 0 ? (100 * shape.raw) / sum : 100 / shapes.length };
    return shape.children === null ? { ...base, kind: 'scale' } : { ...base, kind: 'group', children: criteriaOf(shape.children, counter) };
  });
}
export const criteriaArbitrary = fc.array(shapeArbitrary, { minLength: 1, maxLength: 4 }).map((shapes) => criteriaOf(shapes));
