import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { notificationSettings } from '../lib/notifications';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Everything the pages rely on: theme, notifications (top-right, 5000 ms), data cache, translations. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position={notificationSettings.position} autoClose={notificationSettings.autoClose} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
