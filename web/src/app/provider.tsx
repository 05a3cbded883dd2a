import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { notificationSettings } from '../lib/notifications';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** The date pickers' month and day names in the active language (dayjs's German locale, else English). */
function DatesInLanguage({ children }: { children: ReactNode }) {
  const { i18n: translations } = useTranslation();
  return <DatesProvider settings={{ locale: translations.language.toLowerCase().startsWith('de') ? 'de' : 'en' }}>{children}</DatesProvider>;
}

/** Everything the pages rely on: theme, notifications (top-right, 5000 ms), data cache, translations, date pickers. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position={notificationSettings.position} autoClose={notificationSettings.autoClose} />
        <QueryClientProvider client={queryClient}>
          <DatesInLanguage>{children}</DatesInLanguage>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
