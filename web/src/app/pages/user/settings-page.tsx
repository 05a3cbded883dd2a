import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePasswordPolicyPreload } from '../../../lib/password-policy';
import { useSessionStore } from '../../../lib/session-store';
import { ChangePasswordSection } from '../../../features/account/components/change-password-section';
import { ProfileSection } from '../../../features/account/components/profile-section';
import { SessionsSection } from '../../../features/account/components/sessions-section';
import { useUpdateUser } from '../../../features/users/api/update-user';

/** `/app/user/settings`: profile (saved through the users resource), password and sessions. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  const me = useSessionStore((state) => state.me);
  usePasswordPolicyPreload();
  const updateUser = useUpdateUser();
  return (
    <>
      <PageHeader title={t('pages.userSettings.title')} lead={t('pages.userSettings.lead')} />
      {me === null ? (
        <PageLoader />
      ) : (
        <Stack gap="lg" maw={800}>
          {/* Keyed by the user, so that the forms start from the profile of whoever is signed in. */}
          <ProfileSection
            key={`profile-${me.id}`}
            me={me}
            save={(profile) => updateUser.mutateAsync({ userId: me.id, changes: profile })}
            saving={updateUser.isPending}
          />
          <ChangePasswordSection key={`password-${me.id}`} me={me} />
          <SessionsSection />
        </Stack>
      )}
    </>
  );
}
