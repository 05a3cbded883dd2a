import type { PublicUser } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import { userDisplayName } from '../user-search';

/** Asks before deleting `user` with their assessments and questionnaires, naming them; closed while `user` is null. */
export function DeleteUserModal({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteUser = useDeleteUser();
  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('pages.adminUsers.deleteTitle')}
      text={t('pages.adminUsers.deleteText', { name: user === null ? '' : userDisplayName(user) })}
      confirm={t('pages.adminUsers.deleteConfirm')}
      danger
      onConfirm={() => (user === null ? undefined : deleteUser.mutateAsync(user.id))}
      done={t('pages.adminUsers.deleted', { email: user?.email ?? '' })}
      failed={t('pages.adminUsers.deleteFailed')}
      onClose={onClose}
    />
  );
}
