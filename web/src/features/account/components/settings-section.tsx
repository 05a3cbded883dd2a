import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the settings page. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="lg" radius="md">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
