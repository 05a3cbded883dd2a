import { Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from '../../../components/profile-fields';

type ProfileField = 'email' | 'firstName' | 'lastName' | 'company' | 'phone';

/** E-mail, names, company and phone: the part the create and the edit form share; someone else's account, so no autofill. */
export function UserProfileFields({ inputProps }: { inputProps: (field: ProfileField) => GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput label={t('fields.email')} type="email" autoComplete="off" required maxLength={320} {...inputProps('email')} />
      <ProfileFields inputProps={inputProps} own={false} />
    </Stack>
  );
}
