import type { Language } from '@keelson/core';
import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useDocumentTitle } from '../route-handle';
import { SiteFooter } from './site-footer';

/** A signed-in user's choice goes to their profile too; the call (and the schemas it reads with) loads when chosen. */
async function saveToProfile(language: Language): Promise<void> {
  const { saveLanguageToProfile } = await import('../../features/account/api/save-language');
  await saveLanguageToProfile(language);
}

/** The index page's layout: no app chrome, just the choice of language above the page. */
export function EmptyLayout() {
  useDocumentTitle();
  return (
    <>
      <Group component="header" justify="flex-end" px="md" pt="sm">
        <LanguageSwitch onChosen={(language) => void saveToProfile(language)} />
      </Group>
      <Box component="main" id="main">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
