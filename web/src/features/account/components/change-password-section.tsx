import type { ChangePasswordRequest, PublicUser } from '@keelson/core';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { accountErrorCodes, formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { notify } from '../../../lib/notifications';
import { newPasswordError, newPasswordTexts } from '../../../lib/password-policy';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

/** The current password and a new one; the new one is checked against the policy before it is sent. */
export function ChangePasswordSection({ me }: { me: PublicUser }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useLazyForm<ChangePasswordRequest>({
    name: 'change-password',
    initialValues: { oldPassword: '', newPassword: '' },
    validate: {
      oldPassword: (value) => (value === '' ? t('validation.passwordRequired') : null),
      newPassword: (value) => newPasswordError(value, [me.email, me.firstName, me.lastName, me.company], newPasswordTexts(t)),
    },
  });

  const handleSubmit = async (values: ChangePasswordRequest) => {
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      form.showErrors(
        formErrorsOf(error, {
          fields: ['oldPassword', 'newPassword'],
          aliases: { password: 'newPassword' },
          byCode: { ...accountErrorCodes(t, { password: 'newPassword' }), 1002: { field: 'oldPassword', message: t('validation.wrongOldPassword') } },
          fallback: t('pages.userSettings.passwordFailed'),
        }),
      );
      return;
    }
    form.reset();
    notify('success', t('pages.userSettings.passwordChanged'));
  };

  return (
    <SettingsSection title={t('pages.userSettings.passwordTitle')}>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          {/* Lets password managers tell which account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={me.email} readOnly hidden />
          <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" required {...form.getInputProps('oldPassword')} />
          <PasswordField
            label={t('fields.newPassword')}
            description={t('fields.passwordHint')}
            autoComplete="new-password"
            required

            {...form.getInputProps('newPassword')}
          />
          <Group>
            <Button type="submit" loading={form.submitting || changePassword.isPending}>
              {t('pages.userSettings.passwordSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
