import type { PublicUser } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSessionStore } from '../../../lib/session-store';
import { useEndUserSessions } from '../api/end-user-sessions';
import { userDisplayName } from '../user-search';

/**
 * Asks before ending every session of `user` (signed out on every device, e.g. after a lost laptop); closed while
 * `user` is null. An administrator who ends their own sessions is signed out here too.
 */
export function EndSessionsDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const endUserSessions = useEndUserSessions();
  const named = { name: user === null ? '' : userDisplayName(user), email: user?.email ?? '' };

  const endSessions = async (shown: PublicUser) => {
    await endUserSessions.mutateAsync(shown.id);
    const { me, signedOut } = useSessionStore.getState();
    if (me?.id !== shown.id) return;
    signedOut();
    await navigate('/');
  };

  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('pages.adminUsers.endSessionsTitle')}
      text={t('pages.adminUsers.endSessionsText', named)}
      confirm={t('pages.adminUsers.endSessionsConfirm')}
      danger
      onConfirm={() => (user === null ? undefined : endSessions(user))}
      done={t('pages.adminUsers.sessionsEnded', named)}
      failed={t('pages.adminUsers.endSessionsFailed')}
      onClose={onClose}
    />
  );
}
