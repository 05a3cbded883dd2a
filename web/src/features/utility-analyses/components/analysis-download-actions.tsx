import type { utility } from '@keelson/core';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { notify } from '../../../lib/notifications';
import { analysisTitle, templateOf, type AnalysisListItem } from '../analysis-records';
import { useTemplates } from '../api/get-templates';
import { downloadAnalysis, type AnalysisDownloadFormat } from '../export/analysis-download';
import { alternativeMetrics, linkableCashflows, type LinkableCashflow } from '../model/metrics';

/**
 * The export buttons of one saved analysis, or why it cannot be exported (its template version is unknown, or it links
 * cashflows while the list of them failed to load: `cashflows` null). It is ranked as the questionnaire screen ranks it:
 * with the stored metrics of the cashflows its alternatives link, among `cashflows` (an administrator's list holds everyone's).
 */
export function AnalysisDownloadActions({
  analysis,
  template,
  cashflows,
  title,
}: {
  analysis: utility.SavedAnalysis;
  template: utility.Template | null;
  cashflows: readonly LinkableCashflow[] | null;
  title: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<AnalysisDownloadFormat | null>(null);

  const linksCashflows = analysis.alternatives.some((alternative) => alternative.cashflowId !== undefined);
  const handleDownload = async (format: AnalysisDownloadFormat) => {
    if (template === null) return;
    setBusy(format);
    try {
      const metrics = alternativeMetrics({ alternatives: analysis.alternatives, cashflows: linkableCashflows(cashflows ?? [], analysis.ownerId) });
      await downloadAnalysis({ template, analysis, metrics }, format);
    } catch (error) {
      console.error(error);
      notify('error', t('questionnaires.downloads.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  if (template === null || (cashflows === null && linksCashflows)) {
    return (
      <Text size="sm" c="red.9">
        {t(template === null ? 'questionnaires.downloads.noTemplate' : 'questionnaires.downloads.noCashflows')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant={format === 'xlsx' ? 'light' : 'default'}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void handleDownload(format)}
          aria-label={t(`questionnaires.downloads.${format}Label`, { title })}
        >
          {t(`questionnaires.downloads.${format}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The downloads column of a questionnaire list — the user's downloads and the administrators' list alike — and whether
 * the list waits for what the exports need: the templates and `cashflows`, the list query of the cashflows the analyses
 * may link. A list that fails leaves the rows that need it without exports.
 */
export function useAnalysisDownloadsColumn(cashflows: { data: readonly LinkableCashflow[] | undefined; isError: boolean }) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const column: DataColumn<AnalysisListItem> = {
    id: 'downloads',
    header: t('questionnaires.columns.downloads'),
    cell: (analysis) => (
      <AnalysisDownloadActions
        analysis={analysis}
        template={templateOf(templates.data, analysis)}
        cashflows={cashflows.isError ? null : (cashflows.data ?? [])}
        title={analysisTitle(analysis, t('questionnaires.untitled'))}
      />
    ),
  };
  const loading = (templates.data === undefined && !templates.isError) || (cashflows.data === undefined && !cashflows.isError);
  return { column, loading };
}
