// The utility-analysis method of docs/spec/utility-analysis.md, as one namespace of core's public entry.
export {
  allNodes,
  cashflowMetricSchema,
  criterionSchema,
  globalWeights,
  knockOutRuleSchema,
  leafSchema,
  localShares,
  templateSchema,
  transformationSchema,
  type CashflowMetric,
  type Criterion,
  type CriterionGroup,
  type CriterionLeaf,
  type KnockOutRule,
  type Template,
  type Transformation,
} from './template-schema';
export {
  alternativeSchema,
  analysisSchema,
  answerSchema,
  comparisonMatrixSchema,
  maxAlternatives,
  rootNodeId,
  type Alternative,
  type Analysis,
  type Answer,
} from './analysis-schema';
export { linearScore, stepScore, transformNumber } from './transform';
export { scoreAnalysis, type AlternativeResult, type LeafResult, type NodeResult } from './score';
export { leadingAlternative, reliableCompleteness, uncertainLeader } from './leader';
export { ahpWeights, comparisonMatrixProblem, type AhpResult } from './ahp';
export { analysisSensitivity, weightSensitivity, type GroupSensitivity } from './sensitivity';
export { weightSensitivitySeries, type SensitivityPoint, type SensitivitySeries } from './sensitivity-series';
export { effectiveCriteria } from './effective-weights';
export {
  alternativeResultSchema,
  analysisBodySchema,
  analysisListSchema,
  readonlyAnalysisSchema,
  savedAnalysisSchema,
  type AnalysisBody,
  type ReadonlyAnalysis,
  type SavedAnalysis,
} from './analysis-api';
export { cashflowMetrics, metricsOfCashflow } from './cashflow-metrics';
export { metricValuesSchema, type MetricValues } from './answer-score';
