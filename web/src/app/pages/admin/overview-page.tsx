import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AdminOverview } from '../../../features/admin-overview/components/admin-overview';

/** `/app/admin/area`: the administrators' overview. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.adminArea.title')} lead={t('pages.adminArea.lead')} />
      <AdminOverview />
    </>
  );
}
