import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { UsersList } from '../../../features/users/components/users-list';

/** `/app/admin/users`: user accounts, searched, created, edited and deleted. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('pages.adminUsers.title')} lead={t('pages.adminUsers.lead')} />
      {/* Starts from `?search=` so that a link can open a search; typing stays on the page (no navigation per key). */}
      <UsersList search={searchParams.get('search') ?? ''} />
    </>
  );
}
