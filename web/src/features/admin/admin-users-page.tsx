import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/admin/users`: user accounts. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.adminUsers.title')} lead={t('pages.adminUsers.lead')} />;
}
