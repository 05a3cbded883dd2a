import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { useSessionStore } from '../../lib/session-store';
import { useAnalysisTemplates } from './api/get-analysis-templates';
import { useOwnAnalyses } from './api/get-own-analyses';
import { useOwnCashflows } from './api/get-own-cashflows';
import { AnalysisDownloadsTable } from './components/analysis-downloads-table';
import { DownloadsTable } from './components/downloads-table';
import { NoAnalyses } from './components/no-analyses';
import { NoAssessments } from './components/no-assessments';

/** `/app/user/downloads`: each saved cashflow as an Excel workbook or a CSV file, calculated in the browser. */
export function UserDownloadsPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userDownloads.title')} lead={t('pages.userDownloads.lead')} />
      {me === null ? <PageLoader /> : <CashflowDownloads userId={me.id} />}
      <Title order={2} size="h3" mt="xl" mb="sm">
        {t('questionnaires.downloads.heading')}
      </Title>
      {me === null ? <PageLoader /> : <AnalysisDownloads userId={me.id} />}
    </>
  );
}

function CashflowDownloads({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const cashflows = useOwnCashflows(userId);
  if (cashflows.data === undefined) {
    return cashflows.isError ? <StatusAlert tone="error">{t('assessments.loadFailed')}</StatusAlert> : <PageLoader />;
  }
  if (cashflows.data.length === 0) return <NoAssessments message={t('assessments.downloads.empty')} />;
  return <DownloadsTable cashflows={cashflows.data} caption={t('assessments.downloads.caption', { count: cashflows.data.length })} />;
}

/** The user's utility analyses, each scored in the browser against its template and exported. */
function AnalysisDownloads({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const analyses = useOwnAnalyses(userId);
  const templates = useAnalysisTemplates();
  if (analyses.data === undefined || (templates.data === undefined && !templates.isError)) {
    return analyses.isError ? <StatusAlert tone="error">{t('questionnaires.loadFailed')}</StatusAlert> : <PageLoader />;
  }
  if (analyses.data.length === 0) return <NoAnalyses message={t('questionnaires.downloads.empty')} />;
  return (
    <AnalysisDownloadsTable
      analyses={analyses.data}
      templates={templates.data}
      caption={t('questionnaires.downloads.caption', { count: analyses.data.length })}
    />
  );
}
