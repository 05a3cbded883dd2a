import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** What a list without items shows: why it is empty and, where there is one, the page that starts an item. */
export function EmptyState({ message, action }: { message: string; action?: { label: string; to: string } }) {
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{message}</Text>
      {action === undefined ? null : (
        <Button component={Link} to={action.to}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
