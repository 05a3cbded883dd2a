import { roleNameSchema, type PublicUser } from '@keelson/core';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format-date';
import { fullName } from '../user-search';

type UsersTableProps = {
  users: readonly PublicUser[];
  caption: string;
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
};

/** One row per account with its roles, state and actions. */
export function UsersTable({ users, caption, onEdit, onDelete }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pages.adminUsers.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminUsers.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminUsers.columns.company')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminUsers.columns.roles')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminUsers.columns.verified')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminUsers.columns.disabled')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminUsers.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminUsers.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Th scope="row" fw={500}>
                {user.email}
              </Table.Th>
              <Table.Td>{fullName(user) === '' ? t('common.notSet') : fullName(user)}</Table.Td>
              <Table.Td>{user.company === '' ? t('common.notSet') : user.company}</Table.Td>
              <Table.Td miw={140}>
                <Group gap={4}>
                  {roleNameSchema.options
                    .filter((role) => user.roles.includes(role))
                    .map((role) => (
                      <Badge key={role} variant={role === 'admin' ? 'filled' : 'light'} size="sm">
                        {t(`roles.${role}.label`)}
                      </Badge>
                    ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={user.verified ? undefined : 700}>
                  {yesNo(user.verified)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={user.disabled ? 'red.9' : undefined} fw={user.disabled ? 600 : undefined}>
                  {yesNo(user.disabled)}
                </Text>
              </Table.Td>
              <Table.Td>{formatDay(user.created, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onEdit(user)} aria-label={t('pages.adminUsers.editLabel', { email: user.email })}>
                    {t('pages.adminUsers.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(user)}
                    aria-label={t('pages.adminUsers.deleteLabel', { email: user.email })}
                  >
                    {t('pages.adminUsers.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
