import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';

/** A link from an e-mail that cannot be used any more, and where to go instead. */
export function InvalidLinkAlert({ title, text, action, to }: { title: string; text: string; action: ReactNode; to: string }) {
  return (
    <StatusAlert tone="error" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text>{text}</Text>
        <Button component={Link} to={to} variant="light">
          {action}
        </Button>
      </Stack>
    </StatusAlert>
  );
}
