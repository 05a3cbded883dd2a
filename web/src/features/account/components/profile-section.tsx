import type { Profile, PublicUser } from '@keelson/core';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from '../../../components/profile-fields';
import { formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { SettingsSection } from './settings-section';

const fields = ['firstName', 'lastName', 'company', 'phone', 'whitepaper'] as const;

type ProfileSectionProps = {
  me: PublicUser;
  /** Saves the profile (`PUT /api/users/{id}`, a call of the users resource) and answers the updated user. */
  save: (profile: Profile) => Promise<PublicUser>;
  saving: boolean;
};

/** Name, company, phone and the whitepaper wish of the signed-in user; the e-mail address is shown, not edited. */
export function ProfileSection({ me, save, saving }: ProfileSectionProps) {
  const { t } = useTranslation();
  const form = useLazyForm<Profile>({
    name: 'profile',
    initialValues: { firstName: me.firstName, lastName: me.lastName, company: me.company, phone: me.phone, whitepaper: me.whitepaper },
  });

  const handleSubmit = async (values: Profile) => {
    const profile: Profile = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      company: values.company.trim(),
      phone: values.phone.trim(),
      whitepaper: values.whitepaper,
    };
    try {
      useSessionStore.getState().userChanged(await save(profile));
      form.setInitialValues(profile);
      form.setValues(profile);
    } catch (error) {
      form.showErrors(formErrorsOf(error, { fields, fallback: t('pages.userSettings.profileFailed') }));
      return;
    }
    notify('success', t('pages.userSettings.profileSaved'));
  };

  return (
    <SettingsSection title={t('pages.userSettings.profileTitle')}>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <TextInput label={t('fields.email')} description={t('pages.userSettings.emailHint')} value={me.email} readOnly variant="filled" />
          <ProfileFields inputProps={form.getInputProps} own />
          <Checkbox label={t('fields.whitepaper')} {...form.getInputProps('whitepaper', { type: 'checkbox' })} />
          <Group>
            <Button type="submit" loading={form.submitting || saving}>
              {t('pages.userSettings.profileSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
