import { roleNameSchema, userSortKeys, type PublicUser } from '@keelson/core';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { ResourceList } from '../../../components/resource-list';
import { RowActions } from '../../../components/row-actions';
import { formatDay } from '../../../lib/format';
import { usersPageQuery } from '../api/get-users';
import { fullName } from '../user-search';
import { CreateUserModal } from './create-user-modal';
import { DeleteUserModal } from './delete-user-modal';
import { EditUserModal } from './edit-user-modal';
import { EndSessionsDialog } from './end-sessions-dialog';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';

/**
 * The user accounts with their roles and state, a page at a time: searched (address, name, company), sorted and paged
 * by the server; created, edited and deleted; their sessions ended, a lost second factor reset. `search` is the query
 * to start with.
 */
export function UsersList({ search }: { search: string }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [endingSessions, setEndingSessions] = useState<PublicUser | null>(null);
  const [resettingSecondFactor, setResettingSecondFactor] = useState<PublicUser | null>(null);
  const notSet = t('common.notSet');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const columns = (onDelete: (user: PublicUser) => void): DataColumn<PublicUser>[] => [
    { id: 'email', header: t('pages.adminUsers.columns.email'), cell: (user) => user.email, sortValue: (user) => user.email, rowHeader: true },
    { id: 'name', header: t('pages.adminUsers.columns.name'), cell: (user) => fullName(user) || notSet, sortValue: (user) => fullName(user) || null },
    { id: 'company', header: t('pages.adminUsers.columns.company'), cell: (user) => user.company || notSet, sortValue: (user) => user.company || null },
    {
      id: 'roles',
      header: t('pages.adminUsers.columns.roles'),
      cell: (user) => (
        <Group gap={4} miw={140}>
          {roleNameSchema.options
            .filter((role) => user.roles.includes(role))
            .map((role) => (
              <Badge key={role} variant={role === 'admin' ? 'filled' : 'light'} size="sm">
                {t(`roles.${role}.label`)}
              </Badge>
            ))}
        </Group>
      ),
    },
    {
      id: 'verified',
      header: t('pages.adminUsers.columns.verified'),
      cell: (user) => (
        <Text size="sm" fw={user.verified ? undefined : 700}>
          {yesNo(user.verified)}
        </Text>
      ),
      sortValue: (user) => Number(user.verified),
    },
    {
      id: 'disabled',
      header: t('pages.adminUsers.columns.disabled'),
      cell: (user) => (
        <Text size="sm" c={user.disabled ? 'red.9' : undefined} fw={user.disabled ? 600 : undefined}>
          {yesNo(user.disabled)}
        </Text>
      ),
      sortValue: (user) => Number(user.disabled),
    },
    { id: 'created', header: t('pages.adminUsers.columns.created'), cell: (user) => formatDay(user.created), sortValue: (user) => user.created },
    {
      id: 'actions',
      header: t('pages.adminUsers.columns.actions'),
      cell: (user) => (
        <RowActions
          actions={[
            {
              label: t('pages.adminUsers.edit'),
              name: t('pages.adminUsers.editLabel', { email: user.email }),
              onClick: () => setEditing(user),
              tone: 'primary',
            },
            {
              label: t('pages.adminUsers.endSessions'),
              name: t('pages.adminUsers.endSessionsLabel', { email: user.email }),
              onClick: () => setEndingSessions(user),
            },
            // Only a user with a second factor has one to reset.
            user.secondFactor
              ? {
                  label: t('pages.adminUsers.resetSecondFactor'),
                  name: t('pages.adminUsers.resetSecondFactorLabel', { email: user.email }),
                  onClick: () => setResettingSecondFactor(user),
                }
              : null,
            {
              label: t('pages.adminUsers.delete'),
              name: t('pages.adminUsers.deleteLabel', { email: user.email }),
              onClick: () => onDelete(user),
              tone: 'danger',
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ResourceList
      query={usePagedList({ pageQuery: usersPageQuery, sortable: userSortKeys, initialSearch: search })}
      texts={{
        failed: t('pages.adminUsers.loadFailed'),
        caption: (counts) => t('pages.adminUsers.caption', counts),
        empty: <Text>{t('pages.adminUsers.noUsers')}</Text>,
        search: {
          label: t('pages.adminUsers.search'),
          placeholder: t('pages.adminUsers.searchPlaceholder'),
          initial: search,
          noMatch: t('pages.adminUsers.noUsers'),
        },
      }}
      columns={columns}
      deleteDialog={(user, onClose) => <DeleteUserModal user={user} onClose={onClose} />}
      actions={<Button onClick={() => setCreating(true)}>{t('pages.adminUsers.create')}</Button>}
      minWidth={1240}
    >
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <EndSessionsDialog user={endingSessions} onClose={() => setEndingSessions(null)} />
      <ResetSecondFactorDialog user={resettingSecondFactor} onClose={() => setResettingSecondFactor(null)} />
    </ResourceList>
  );
}
