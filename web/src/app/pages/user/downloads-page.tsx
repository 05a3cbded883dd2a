import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { CashflowDownloadsList } from '../../../features/cashflows/components/cashflow-downloads-list';
import { AnalysisDownloadsList } from '../../../features/utility-analyses/components/analysis-downloads-list';
import { useSessionStore } from '../../../lib/session-store';

/** `/app/user/downloads`: each saved cashflow and questionnaire as an Excel workbook or a CSV file, calculated in the browser. */
export function UserDownloadsPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userDownloads.title')} lead={t('pages.userDownloads.lead')} />
      {me === null ? <PageLoader /> : <CashflowDownloadsList userId={me.id} />}
      <Title order={2} size="h3" mt="xl" mb="sm">
        {t('questionnaires.downloads.heading')}
      </Title>
      {me === null ? <PageLoader /> : <AnalysisDownloadsList userId={me.id} />}
    </>
  );
}
