/**
 * Every cached answer of the utility-analysis calls, by one key factory: a change to any analysis
 * invalidates `lists()`. The templates have a root of their own, since they never change with an analysis.
 */
export const analysisKeys = {
  all: ['utilityAnalyses'] as const,
  lists: () => [...analysisKeys.all, 'list'] as const,
  /** The signed-in user's own analyses, per user, so that a list never outlives its owner's session. */
  own: (userId: string) => [...analysisKeys.lists(), 'own', userId] as const,
  /** Every analysis, for administrators. */
  everyone: () => [...analysisKeys.lists(), 'all'] as const,
  /** The published template versions. */
  templates: () => ['utilityAnalysisTemplates'] as const,
};
