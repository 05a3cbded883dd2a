import { Stack } from '@mantine/core';
import { usePasswordPolicyPreload } from '../../../lib/password-policy';
import { ChangePasswordSection } from '../../../features/account/components/change-password-section';
import { ProfileSection } from '../../../features/account/components/profile-section';
import { SessionsSection } from '../../../features/account/components/sessions-section';
import { useUpdateUser } from '../../../features/users/api/update-user';
import { UserAreaPage } from '../area-page';

/** `/app/user/settings`: profile (saved through the users resource), password and sessions. */
export function UserSettingsPage() {
  usePasswordPolicyPreload();
  const updateUser = useUpdateUser();
  return (
    <UserAreaPage page="userSettings">
      {(me) => (
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
    </UserAreaPage>
  );
}
