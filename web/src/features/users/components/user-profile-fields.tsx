import { Group, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type ProfileField = 'email' | 'firstName' | 'lastName' | 'company' | 'phone';

/** E-mail, names, company and phone: the part the create and the edit form share. */
export function UserProfileFields({ inputProps }: { inputProps: (field: ProfileField) => GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput label={t('fields.email')} type="email" autoComplete="off" required maxLength={320} {...inputProps('email')} />
      <Group grow align="flex-start">
        <TextInput label={t('fields.firstName')} autoComplete="off" maxLength={100} {...inputProps('firstName')} />
        <TextInput label={t('fields.lastName')} autoComplete="off" maxLength={100} {...inputProps('lastName')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('fields.company')} autoComplete="off" maxLength={200} {...inputProps('company')} />
        <TextInput label={t('fields.phone')} type="tel" autoComplete="off" maxLength={50} {...inputProps('phone')} />
      </Group>
    </Stack>
  );
}
