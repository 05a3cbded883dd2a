import { roleNameSchema, type RoleName } from '@keelson/core';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../api/get-roles';

type RolesFieldProps = { value: RoleName[]; onChange: (roles: RoleName[]) => void; error?: ReactNode };

/**
 * The roles of `GET /api/roles` as checkboxes. Every account holds the user role, so its box is
 * checked and fixed; if the list cannot be loaded, the roles core knows stand in.
 */
export function RolesField({ value, onChange, error }: RolesFieldProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  // In core's order (user, then admin), whatever order the server lists them in.
  const offered = roles.data?.map((role) => role.name) ?? roleNameSchema.options;
  const names = roleNameSchema.options.filter((name) => offered.includes(name));
  const select = (selected: string[]) => onChange(roleNameSchema.options.filter((name) => name === 'user' || selected.includes(name)));
  return (
    <Checkbox.Group label={t('fields.roles')} value={value} onChange={select} error={error}>
      <Stack gap="xs" mt="xs">
        {names.map((name) => (
          <Checkbox key={name} value={name} label={t(`roles.${name}.label`)} description={t(`roles.${name}.description`)} disabled={name === 'user'} />
        ))}
        {roles.isError ? (
          <Text size="sm" c="red">
            {t('pages.adminUsers.rolesFailed')}
          </Text>
        ) : null}
      </Stack>
    </Checkbox.Group>
  );
}
