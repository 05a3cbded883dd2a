import { defaultLanguage, utility, type Language } from '@keelson/core';
import { formats, numberCell, row, textCell, type Cell, type SheetModel, type WorkbookModel } from '../../../lib/spreadsheet/cells';
import { roundAsShown } from '../../../lib/format';
import { formatNumberText } from '../../../lib/number-text';
import en from '../../../locales/en.json';

/** The words of an analysis export (`questionnaires.export` of the locales) and the separator of a criterion's path. */
export type AnalysisExportLabels = typeof en.questionnaires.export & { pathSeparator: string };

const pathSeparator = ' › ';

/** The export's words in a language: its `questionnaires.export` texts. */
export function analysisExportLabels(texts: typeof en.questionnaires.export): AnalysisExportLabels {
  return { ...texts, pathSeparator };
}

/** The English words (src/locales/en.json), the default as for the cashflow exports. */
export const englishAnalysisExportLabels: AnalysisExportLabels = analysisExportLabels(en.questionnaires.export);

/**
 * What an export ranks, exactly as the questionnaire screen does: the analysis against its template, with the metrics
 * of each alternative's linked cashflow (`alternativeMetrics`, the figures the server stored at the cashflow's save).
 */
export type AnalysisExportSource = {
  template: Pick<utility.Template, 'criteria' | 'knockOuts'>;
  analysis: Pick<utility.Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;
  metrics: Readonly<Record<string, utility.MetricValues>>;
};

type LeafPath = { leaf: utility.CriterionLeaf; path: string };

/** Every leaf of a criteria tree, depth first, with the titles on its path. */
function leafPaths(criteria: readonly utility.Criterion[], separator: string, prefix = ''): LeafPath[] {
  return criteria.flatMap((criterion) => {
    const path = prefix === '' ? criterion.title : `${prefix}${separator}${criterion.title}`;
    return criterion.kind === 'group' ? leafPaths(criterion.children, separator, path) : [{ leaf: criterion, path }];
  });
}

/** A typed number as the reader writes it, in the language's notation: English 1,234.5, German 1.234,5. */
function numberText(value: number, language: Language): string {
  return formatNumberText(value, language);
}

/** The decimals a value read from a linked cashflow is shown with, on the screen ("From cashflow: 0.525 x") and in the export. */
const linkedDecimals = 3;

/**
 * An answer in words: the score, the chosen option's label, the number with its unit, or `n/a`. A number read from the
 * linked cashflow (`source` metric) is rounded as the screen shows it; a typed one is written as typed.
 */
function answerText(
  leaf: utility.CriterionLeaf,
  counted: Pick<utility.LeafResult, 'answer' | 'source'> | undefined,
  notAnswered: string,
  language: Language,
): string {
  if (counted === undefined) return notAnswered;
  const { answer, source } = counted;
  switch (answer.kind) {
    case 'na':
      return notAnswered;
    case 'score':
      return String(answer.value);
    case 'option':
      return leaf.kind === 'choice' ? (leaf.options.find((option) => option.id === answer.optionId)?.label ?? answer.optionId) : answer.optionId;
    case 'number': {
      const unit = leaf.kind === 'number' || leaf.kind === 'cashflowMetric' ? leaf.unit.trim() : '';
      const number = numberText(source === 'metric' ? roundAsShown(answer.value, linkedDecimals) : answer.value, language);
      return unit === '' ? number : `${number} ${unit}`;
    }
  }
}

/**
 * An analysis ranked by core's `scoreAnalysis` (docs/spec/utility-analysis.md section 3), the one ranking the screen,
 * the read-only page and the lists show, as two sheets: "Ranking" (rank, alternative, total utility, completeness,
 * K.O. reasons) and "Answers" (per leaf its path and global weight, then per alternative the answer that counted —
 * typed, or read from the linked cashflow — and its score). Every text is neutralised against formulas; numbers in
 * the answers' words follow the reader's notation.
 */
export function analysisWorkbookModel(
  source: AnalysisExportSource,
  labels: AnalysisExportLabels = englishAnalysisExportLabels,
  language: Language = defaultLanguage,
): WorkbookModel {
  const { template, analysis } = source;
  const results = utility.scoreAnalysis(source);
  const ranking: SheetModel = {
    name: labels.sheets.ranking,
    widths: [8, 32, 18, 16, 48],
    rows: [
      row(
        [
          textCell(labels.ranking.rank),
          textCell(labels.ranking.alternative),
          textCell(labels.ranking.utility),
          textCell(labels.ranking.completeness),
          textCell(labels.ranking.knockOuts),
        ],
        'header',
      ),
      ...results.map((result) =>
        row([
          result.rank === null ? textCell(labels.ranking.notRated) : numberCell(result.rank, formats.integer),
          textCell(result.name),
          numberCell(result.utility, formats.decimal),
          numberCell(result.completeness, formats.rate),
          textCell(result.knockOuts.map((rule) => rule.reason).join('; ')),
        ]),
      ),
    ],
  };

  const criteria = utility.effectiveCriteria({
    criteria: template.criteria,
    weightOverrides: analysis.weightOverrides,
    pairwiseComparisons: analysis.pairwiseComparisons,
  });
  const weights = utility.globalWeights({ criteria });
  const counted = new Map(results.map((result) => [result.alternativeId, new Map(result.leaves.map((leaf) => [leaf.nodeId, leaf]))]));
  const alternatives = analysis.alternatives;
  const answers: SheetModel = {
    name: labels.sheets.answers,
    widths: [48, 14, ...alternatives.flatMap(() => [20, 10])],
    rows: [
      row(
        [
          textCell(labels.answers.criterion),
          textCell(labels.answers.globalWeight),
          ...alternatives.flatMap((alternative) => [
            textCell(`${alternative.name}: ${labels.answers.answer}`),
            textCell(`${alternative.name}: ${labels.answers.score}`),
          ]),
        ],
        'header',
      ),
      ...leafPaths(criteria, labels.pathSeparator).map(({ leaf, path }) =>
        row([
          textCell(path),
          numberCell(weights.get(leaf.id) ?? 0, formats.rate),
          ...alternatives.flatMap((alternative): Cell[] => {
            const result = counted.get(alternative.id)?.get(leaf.id);
            return [textCell(answerText(leaf, result, labels.notAnswered, language)), numberCell(result?.score ?? null, formats.decimal)];
          }),
        ]),
      ),
    ],
  };
  return { sheets: [ranking, answers] };
}
