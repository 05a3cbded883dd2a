import { Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type ProfileField = 'firstName' | 'lastName' | 'company' | 'phone';

const ownAutoComplete: Record<ProfileField, string> = { firstName: 'given-name', lastName: 'family-name', company: 'organization', phone: 'tel' };

/**
 * Names, company and phone of an account, two by two: the part that sign-up, the own profile and the
 * administrators' user forms share. Only one's `own` profile is offered the browser's autofill.
 */
export function ProfileFields({ inputProps, own }: { inputProps: (field: ProfileField) => GetInputPropsReturnType; own: boolean }) {
  const { t } = useTranslation();
  const autoComplete = (field: ProfileField) => (own ? ownAutoComplete[field] : 'off');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label={t('fields.firstName')} autoComplete={autoComplete('firstName')} maxLength={100} {...inputProps('firstName')} />
        <TextInput label={t('fields.lastName')} autoComplete={autoComplete('lastName')} maxLength={100} {...inputProps('lastName')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('fields.company')} autoComplete={autoComplete('company')} maxLength={200} {...inputProps('company')} />
        <TextInput label={t('fields.phone')} type="tel" autoComplete={autoComplete('phone')} maxLength={50} {...inputProps('phone')} />
      </Group>
    </>
  );
}
