import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { useAdminOverview } from './api/get-admin-overview';
import { MailDelivery } from './components/mail-delivery';
import { OverviewCounts } from './components/overview-counts';

/** `/app/admin/area`: the administrators' overview. */
export function AdminAreaPage() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  return (
    <>
      <PageHeader title={t('pages.adminArea.title')} lead={t('pages.adminArea.lead')} />
      {overview.data === undefined ? (
        overview.isError ? (
          <StatusAlert tone="error">{t('pages.adminArea.loadFailed')}</StatusAlert>
        ) : (
          <PageLoader />
        )
      ) : (
        <Stack gap="xl">
          <OverviewCounts counts={overview.data.counts} />
          <MailDelivery mailDelivery={overview.data.mailDelivery} outbox={overview.data.outbox} />
        </Stack>
      )}
    </>
  );
}
