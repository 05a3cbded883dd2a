import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'warning';
const colors: Record<Tone, string> = { success: 'green', error: 'red', warning: 'yellow' };

/**
 * A panel that says how something went. Its title is in the text colour: Mantine's light variant
 * colours it with shade 6 of the panel's colour, below 4.5:1 on the panel's tinted background.
 */
export function StatusAlert({ tone, title, role, children }: { tone: Tone; title?: string; role?: 'status' | 'alert' | 'note'; children: ReactNode }) {
  return (
    <Alert
      color={colors[tone]}
      variant="light"
      title={title}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
