import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { saveLanguageToProfile } from '../../features/account/api/save-language';
import { useDocumentTitle } from '../route-handle';
import { SiteFooter } from './site-footer';

/** The index page's layout: no app chrome, just the choice of language above the page. */
export function EmptyLayout() {
  useDocumentTitle();
  return (
    <>
      <Group component="header" justify="flex-end" px="md" pt="sm">
        <LanguageSwitch onChosen={(language) => void saveLanguageToProfile(language)} />
      </Group>
      <Box component="main" id="main">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
