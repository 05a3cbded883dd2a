/** Every message text of utility-analysis validation and scoring, short and lower-case (docs/spec/utility-analysis.md). */
export const utilityMessages = {
  siblingWeights: 'the weights of sibling criteria must sum to 100',
  duplicateId: 'ids must be unique',
  duplicateOptionId: 'option ids must be unique within a criterion',
  scaleAnchors: 'the scale needs an anchor for the points 0, 5 and 10',
  linearBounds: 'worst and best must differ',
  ascendingSteps: 'step thresholds must rise strictly',
  unknownLeaf: 'names no leaf criterion of the template',
  unknownOption: 'names no option of that criterion',
  optionRuleOnChoice: 'an option rule needs a choice criterion',
  thresholdRuleOnNumber: 'a threshold rule needs a scale, number or cashflow metric criterion',
  answerKind: 'the answer does not fit the kind of the criterion',
  notSquare: 'the comparison matrix must be square with 1 to 10 rows',
  entryRange: 'comparisons must lie between 1/9 and 9',
  notReciprocal: 'the comparison matrix must be reciprocal (a_ji = 1 / a_ij, a_ii = 1)',
  matrixSize: 'the comparison matrix must have one row per child of the node',
  duplicateAlternative: 'alternative ids must be unique',
} as const;
