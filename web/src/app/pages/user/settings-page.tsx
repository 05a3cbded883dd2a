import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePasswordPolicyPreload } from '../../../lib/password-policy';
import { useSessionStore } from '../../../lib/session-store';
import { ChangePasswordSection } from '../../../features/account/components/change-password-section';
import { ProfileSection } from '../../../features/account/components/profile-section';
import { SecondFactorSection } from '../../../features/account/components/second-factor-section';
import { SessionsSection } from '../../../features/account/components/sessions-section';
import { useUpdateUser } from '../../../features/users/api/update-user';
import { UserAreaPage } from '../area-page';

/**
 * `/app/user/settings`: profile (saved through the users resource), password, second factor and sessions. An
 * administrator sent here to set up a second factor first (`?secondFactor=required`) lands on that section.
 */
export function UserSettingsPage() {
  usePasswordPolicyPreload();
  const updateUser = useUpdateUser();
  const [searchParams] = useSearchParams();
  const secondFactorRequired = useSessionStore((state) => state.secondFactorSetupRequired);
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
          <SecondFactorSection
            key={`second-factor-${me.id}`}
            me={me}
            required={secondFactorRequired}
            sentHere={searchParams.get('secondFactor') === 'required'}
          />
          <SessionsSection key={`sessions-${me.id}`} />
        </Stack>
      )}
    </UserAreaPage>
  );
}
