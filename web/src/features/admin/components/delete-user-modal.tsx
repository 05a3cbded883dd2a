import type { PublicUser } from '@keelson/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal';
import { formErrorsOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notifications';
import { useDeleteUser } from '../api/delete-user';
import { fullName } from '../user-search';

/** Asks before deleting `user`, naming them; closed while `user` is null. */
export function DeleteUserModal({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteUser = useDeleteUser();
  const name = user === null ? '' : fullName(user) === '' ? user.email : `${fullName(user)} (${user.email})`;

  const handleDelete = async (target: PublicUser) => {
    try {
      await deleteUser.mutateAsync(target.id);
    } catch (error) {
      for (const notice of formErrorsOf(error, { fields: [], fallback: t('pages.adminUsers.deleteFailed') }).notices) notify('error', notice);
      return;
    }
    notify('success', t('pages.adminUsers.deleted', { email: target.email }));
    onClose();
  };

  return (
    <TitledModal opened={user !== null} onClose={onClose} title={t('pages.adminUsers.deleteTitle')}>
      <Stack>
        <Text>{t('pages.adminUsers.deleteText', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={deleteUser.isPending} onClick={() => user !== null && void handleDelete(user)}>
            {t('pages.adminUsers.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
