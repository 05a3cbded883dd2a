import { UsersList } from '../../../features/users/components/users-list';
import { AdminListPage } from '../area-page';

/** `/app/admin/users`: user accounts, searched, created, edited and deleted. */
export function AdminUsersPage() {
  return <AdminListPage page="adminUsers" list={(search) => <UsersList search={search} />} />;
}
