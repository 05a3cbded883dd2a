import { resourceKeys } from '../../../lib/resource-keys';

/**
 * Every cached answer of the utility-analysis calls, by one key factory: a change to any analysis
 * invalidates `lists()`. The templates have a root of their own, since they never change with an analysis.
 */
export const analysisKeys = {
  ...resourceKeys('utilityAnalyses'),
  /** The published template versions. */
  templates: () => ['utilityAnalysisTemplates'] as const,
};
