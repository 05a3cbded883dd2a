import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading every page starts with: one h1 and the sentence that says what the page is for. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1}>{title}</Title>
      {lead === undefined ? null : (
        <Text c="dimmed" size="lg" maw={760}>
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}
