import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { useAdminOverview } from '../api/get-admin-overview';
import { MailDelivery } from './mail-delivery';
import { OverviewCounts } from './overview-counts';

/** The installation's counts and how its e-mail is delivered, or why they cannot be shown. */
export function AdminOverview() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  if (overview.data === undefined) return overview.isError ? <StatusAlert tone="error">{t('pages.adminArea.loadFailed')}</StatusAlert> : <PageLoader />;
  return (
    <Stack gap="xl">
      <OverviewCounts counts={overview.data.counts} />
      <MailDelivery mailDelivery={overview.data.mailDelivery} outbox={overview.data.outbox} />
    </Stack>
  );
}
