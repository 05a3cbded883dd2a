import type { PublicUser } from '@keelson/core';
import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { useUsers } from './api/get-users';
import { CreateUserModal } from './components/create-user-modal';
import { DeleteUserModal } from './components/delete-user-modal';
import { EditUserModal } from './components/edit-user-modal';
import { UsersTable } from './components/users-table';
import { filterUsers } from './user-search';

/** `/app/admin/users`: user accounts, searched, created, edited and deleted. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Starts from `?search=` so that a link can open a search; typing stays on the page (no navigation per key).
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const users = useUsers();

  return (
    <>
      <PageHeader title={t('pages.adminUsers.title')} lead={t('pages.adminUsers.lead')} />
      <Group justify="space-between" align="flex-end" mb="md">
        <TextInput
          type="search"
          label={t('pages.adminUsers.search')}
          placeholder={t('pages.adminUsers.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={360}
          maw="100%"
        />
        <Button onClick={() => setCreating(true)}>{t('pages.adminUsers.create')}</Button>
      </Group>
      <UsersList users={users.data} failed={users.isError} search={search} onEdit={setEditing} onDelete={setDeleting} />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

type UsersListProps = {
  users: PublicUser[] | undefined;
  failed: boolean;
  search: string;
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
};

/** The table, or why there is none: loading, failed, or nothing matches. */
function UsersList({ users, failed, search, onEdit, onDelete }: UsersListProps) {
  const { t } = useTranslation();
  if (users === undefined) {
    return failed ? <StatusAlert tone="error">{t('pages.adminUsers.loadFailed')}</StatusAlert> : <PageLoader />;
  }
  const shown = filterUsers(users, search);
  const caption = t('pages.adminUsers.caption', { shown: shown.length, total: users.length });
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {caption}
      </VisuallyHidden>
      {shown.length === 0 ? <Text>{t('pages.adminUsers.noUsers')}</Text> : <UsersTable users={shown} caption={caption} onEdit={onEdit} onDelete={onDelete} />}
    </>
  );
}
