import { utility } from '@keelson/core';

export type LiveResults = { ok: true; results: utility.AlternativeResult[]; sensitivity: utility.GroupSensitivity[] } | { ok: false; message: string };

/** Scores the analysis and its sensitivity with core; a template/answer misfit becomes a message instead of a crash. */
export function liveResults(options: {
  template: Pick<utility.Template, 'criteria' | 'knockOuts'>;
  analysis: Pick<utility.Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;
  metrics: Readonly<Record<string, utility.MetricValues>>;
}): LiveResults {
  try {
    return { ok: true, results: utility.scoreAnalysis(options), sensitivity: utility.analysisSensitivity(options) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
