import type { utility } from '@keelson/core';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { downloadAnalysis, type AnalysisDownloadFormat } from '../export/analysis-download';

/** The export buttons of one saved analysis, or why it cannot be exported (its template version is unknown). */
export function AnalysisDownloadActions({ analysis, template, title }: { analysis: utility.SavedAnalysis; template: utility.Template | null; title: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<AnalysisDownloadFormat | null>(null);

  const handleDownload = async (format: AnalysisDownloadFormat) => {
    if (template === null) return;
    setBusy(format);
    try {
      await downloadAnalysis(analysis, template, format);
    } catch (error) {
      console.error(error);
      notify('error', t('questionnaires.downloads.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  if (template === null) {
    return (
      <Text size="sm" c="red.9">
        {t('questionnaires.downloads.noTemplate')}
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
