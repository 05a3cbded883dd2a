import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { RowActions, type RowAction } from '../../../components/row-actions';
import { formatMoment, formatNumber } from '../../../lib/format';
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
  const columns = {
    title: { id: 'title', header: t('questionnaires.columns.title'), cell: title, sortValue: title, rowHeader: true },
    owner: {
      id: 'owner',
      header: t('questionnaires.columns.owner'),
      cell: (analysis) => analysis.ownerEmail ?? t('questionnaires.admin.unknownOwner'),
      sortValue: (analysis) => analysis.ownerEmail,
    },
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
    updated: {
      id: 'updated',
      header: t('questionnaires.columns.updated'),
      cell: (analysis) => formatMoment(analysis.updated),
      sortValue: (analysis) => analysis.updated,
    },
  } satisfies Record<string, Column>;
  /** What can be done with a row: open it, the list's own actions (`more`), delete it. */
  const actions = (onDelete: (analysis: Item) => void, more: (analysis: Item, title: string) => (RowAction | null)[] = () => []): Column => ({
    id: 'actions',
    header: t('questionnaires.columns.actions'),
    cell: (analysis) => {
      const name = title(analysis);
      return (
        <RowActions
          actions={[
            {
              label: t('questionnaires.open'),
              name: t('questionnaires.openLabel', { title: name }),
              to: `/app/questionnaire/${encodeURIComponent(analysis.id)}`,
              tone: 'primary',
            },
            ...more(analysis, name),
            { label: t('questionnaires.delete'), name: t('questionnaires.deleteLabel', { title: name }), onClick: () => onDelete(analysis), tone: 'danger' },
          ]}
        />
      );
    },
  });
  return { ...columns, actions };
}
