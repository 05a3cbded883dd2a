// Mantine's global styles and those of the components the index page and its layout use, all in Mantine's CSS layer
// (so that the app's own styles win over them in any order); the app layout loads the rest (layouts/app-layout.tsx).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { NotificationsOnDemand } from './notifications-on-demand';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page relies on: theme, notifications (loaded with the first one), translations. The data cache comes with the app
 * layout (layouts/app-layout.tsx) and the date pickers' settings with the pages that have them (components/dates-in-language.tsx),
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
