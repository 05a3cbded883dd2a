import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a user without saved cashflows sees: why the list is empty and where to start one. */
export function NoAssessments({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{message}</Text>
      <Button component={Link} to="/app/cashflow">
        {t('assessments.user.emptyAction')}
      </Button>
    </Stack>
  );
}
