import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a user without saved analyses sees: why the list is empty and where to start one. */
export function NoAnalyses({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{message}</Text>
      <Button component={Link} to="/app/questionnaire">
        {t('questionnaires.user.emptyAction')}
      </Button>
    </Stack>
  );
}
