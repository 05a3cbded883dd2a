import type { PublicUser } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { checkSession } from '../../../lib/session';
import { useSessionStore } from '../../../lib/session-store';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { userDisplayName } from '../user-search';

/**
 * Asks before resetting the second factor of `user`, who lost their authenticator app: they sign in with the password
 * alone again and are told by mail. Closed while `user` is null. An administrator who resets their own factor may lose
 * the admin area with it (REQUIRE_ADMIN_MFA): the session is checked again.
 */
export function ResetSecondFactorDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const resetSecondFactor = useResetSecondFactor();
  const named = { name: user === null ? '' : userDisplayName(user), email: user?.email ?? '' };

  const reset = async (shown: PublicUser) => {
    await resetSecondFactor.mutateAsync(shown.id);
    if (useSessionStore.getState().me?.id === shown.id) await checkSession();
  };

  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('pages.adminUsers.resetSecondFactorTitle')}
      text={t('pages.adminUsers.resetSecondFactorText', named)}
      confirm={t('pages.adminUsers.resetSecondFactorConfirm')}
      danger
      onConfirm={() => (user === null ? undefined : reset(user))}
      done={t('pages.adminUsers.secondFactorReset', named)}
      failed={t('pages.adminUsers.resetSecondFactorFailed')}
      onClose={onClose}
    />
  );
}
