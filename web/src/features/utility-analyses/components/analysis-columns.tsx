import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { recordColumns } from '../../../components/data-table/record-columns';
import { formatNumber } from '../../../lib/format';
import { analysisTitle, type AnalysisListItem } from '../analysis-records';

type Item = AnalysisListItem;
type Column = DataColumn<Item>;

/** The leading alternative as the lists show it: "Alpha (7.4)", the name alone without a utility, "—" without a leader. */
export function leaderText(leader: AnalysisListItem['leader'], t: TFunction): string {
  if (leader === null) return t('common.notSet');
  if (leader.utility === null) return leader.name;
  return t('questionnaires.leader', { name: leader.name, utility: formatNumber(leader.utility, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}

/** The columns the questionnaire lists choose from: title (the row's name), owner, template, leading alternative, alternatives, save time. */
export function analysisColumns(t: TFunction) {
  const title = (analysis: AnalysisListItem) => analysisTitle(analysis, t('questionnaires.untitled'));
  const shared = recordColumns<Item>(t, { ns: 'questionnaires', title, openPath: (analysis) => `/app/questionnaire/${encodeURIComponent(analysis.id)}` });
  const columns = {
    template: {
      id: 'template',
      header: t('questionnaires.columns.template'),
      cell: (analysis) => analysis.templateTitle,
      sortValue: (analysis) => analysis.templateTitle,
    },
    leader: {
      id: 'leader',
      header: t('questionnaires.columns.leader'),
      cell: (analysis) => leaderText(analysis.leader, t),
      sortValue: (analysis) => analysis.leader?.utility,
    },
    alternatives: {
      id: 'alternatives',
      header: t('questionnaires.columns.alternatives'),
      cell: (analysis) => analysis.alternatives.length,
      sortValue: (analysis) => analysis.alternatives.length,
      align: 'right',
    },
  } satisfies Record<string, Column>;
  /** The columns between title (and owner) and save time, in the lists' order. */
  const details = [columns.template, columns.leader, columns.alternatives];
  return { ...shared, ...columns, details };
}
