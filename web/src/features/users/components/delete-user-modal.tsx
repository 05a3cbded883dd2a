import type { PublicUser } from '@keelson/core';
import { DeleteRecordDialog } from '../../../components/delete-record-dialog';
import { useDeleteUser } from '../api/delete-user';
import { userDisplayName } from '../user-search';

/** Asks before deleting `user` with their assessments and questionnaires, naming them; closed while `user` is null. */
export function DeleteUserModal({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const deleteUser = useDeleteUser();
  return (
    <DeleteRecordDialog
      record={user}
      ns="pages.adminUsers"
      values={(shown) => ({ name: shown === null ? '' : userDisplayName(shown), email: shown?.email ?? '' })}
      remove={deleteUser.mutateAsync}
      onClose={onClose}
    />
  );
}
