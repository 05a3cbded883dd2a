import type { Language } from '@keelson/core';
import { Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useSessionStore } from '../../lib/session-store';
import { useDocumentTitle } from '../route-handle';
import { SiteFooter } from './site-footer';

/** A signed-in user's choice goes to their profile too; the call (and the schemas it reads with) loads when chosen. */
async function saveToProfile(language: Language): Promise<void> {
  const { saveLanguageToProfile } = await import('../../features/account/api/save-language');
  await saveLanguageToProfile(language);
}

/**
 * The index page's layout: no app chrome, just the choice of language and the session above the page: a signed-in
 * user's way to their area, else sign-in and sign-up.
 */
export function EmptyLayout() {
  useDocumentTitle();
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((state) => state.isSignedIn);
  const email = useSessionStore((state) => state.me?.email);
  return (
    <>
      <Group component="header" justify="flex-end" px="md" pt="sm" gap="sm">
        <LanguageSwitch onChosen={(language) => void saveToProfile(language)} />
        {isSignedIn ? (
          <>
            {email === undefined ? null : (
              <Text size="sm" c="dimmed" visibleFrom="md">
                {t('nav.signedInAs', { email })}
              </Text>
            )}
            <Button component={Link} to="/app/user/assessments" variant="default" size="sm">
              {t('nav.userArea')}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/app/signin" variant="default" size="sm">
              {t('nav.signin')}
            </Button>
            <Button component={Link} to="/app/signup" size="sm">
              {t('nav.signup')}
            </Button>
          </>
        )}
      </Group>
      <Box component="main" id="main">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
