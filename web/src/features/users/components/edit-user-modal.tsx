import type { PublicUser } from '@keelson/core';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TitledModal } from '../../../components/titled-modal';
import { emailValidator } from '../../../lib/email-rule';
import { accountErrorCodes, formErrorsOf } from '../../../lib/form-errors';
import { useLazyForm } from '../../../lib/lazy-form';
import { notify } from '../../../lib/notifications';
import { useUpdateUser } from '../api/update-user';
import { editUserValues, emailChanged, userChanges, type EditUserValues } from '../user-form-values';
import { RolesField } from './roles-field';
import { UserProfileFields } from './user-profile-fields';

const fields = ['email', 'firstName', 'lastName', 'company', 'phone', 'roles', 'verified', 'disabled', 'password'] as const;

/** The dialog that edits `user`; closed while `user` is null. */
export function EditUserModal({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledModal opened={user !== null} onClose={onClose} title={t('pages.adminUsers.editTitle', { email: user?.email ?? '' })}>
      {user === null ? null : <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </TitledModal>
  );
}

function EditUserForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useLazyForm<EditUserValues>({
    name: 'edit-user',
    initialValues: editUserValues(user),
    validateOnBlurBeforeSubmit: true,
    validate: {
      email: emailValidator(t),
      password: (value, values) => (emailChanged(user, values) && value === '' ? t('validation.passwordRequired') : null),
    },
  });
  const askPassword = emailChanged(user, form.values);

  const handleSubmit = async (values: EditUserValues) => {
    const changes = userChanges(user, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await updateUser.mutateAsync({ userId: user.id, changes, ...(changes.email === undefined ? {} : { password: values.password }) });
    } catch (error) {
      form.showErrors(
        formErrorsOf(error, {
          fields,
          byCode: { ...accountErrorCodes(t, { email: 'email' }), 1002: { field: 'password', message: t('validation.wrongOldPassword') } },
          fallback: t('pages.adminUsers.saveFailed'),
        }),
      );
      return;
    }
    notify('success', t('pages.adminUsers.saved', { email: changes.email ?? user.email }));
    onDone();
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <UserProfileFields inputProps={form.getInputProps} />
        {/* Whoever holds the address can reset the password: a new one needs the administrator's own password again. */}
        {askPassword ? (
          <PasswordField
            label={t('pages.adminUsers.yourPassword')}
            description={t('pages.adminUsers.yourPasswordHint')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
        ) : null}
        <RolesField value={form.values.roles} onChange={(roles) => form.setFieldValue('roles', roles)} error={form.errors.roles} />
        <Switch label={t('fields.verified')} {...form.getInputProps('verified', { type: 'checkbox' })} />
        <Switch label={t('fields.disabled')} {...form.getInputProps('disabled', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting || updateUser.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
