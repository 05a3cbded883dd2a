import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { NotificationsOnDemand } from './notifications-on-demand';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page relies on: theme, notifications (loaded with the first one), translations. The data cache comes with the app
 * layout (layouts/app-layout.tsx) and the date pickers' settings with the pages that have them (dates-in-language.tsx),
 * so that the index page loads neither.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsOnDemand />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
