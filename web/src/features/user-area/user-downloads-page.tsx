import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { useSessionStore } from '../../lib/session-store';
import { useOwnCashflows } from './api/get-own-cashflows';
import { DownloadsTable } from './components/downloads-table';
import { NoAssessments } from './components/no-assessments';

/** `/app/user/downloads`: each saved cashflow as an Excel workbook or a CSV file, calculated in the browser. */
export function UserDownloadsPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  return (
    <>
      <PageHeader title={t('pages.userDownloads.title')} lead={t('pages.userDownloads.lead')} />
      {me === null ? <PageLoader /> : <CashflowDownloads userId={me.id} />}
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
