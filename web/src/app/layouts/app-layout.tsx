// The styles of the layout's own Mantine components beyond the shell's (provider.tsx), in Mantine's CSS layer; the
// pages load every component's styles with them (components/mantine-styles.ts).
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import type { Language } from '@keelson/core';
import { Anchor, AppShell, Box, Burger, Button, Container, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { pathWithNext, returnPlace } from '../../lib/next-path';
import { queryClient } from '../../lib/query-client';
import { signOut } from '../../lib/session';
import { useSessionStore } from '../../lib/session-store';
import { useDocumentTitle } from '../route-handle';
import { navigationFor } from './navigation-links';
import { SiteFooter } from './site-footer';

/** Whether the page at `pathname` is the link's or one below it; a link's query (a sign-in's `next`) is no part of its page. */
function isCurrent(pathname: string, to: string): boolean {
  const [page = to] = to.split('?');
  return pathname === page || pathname.startsWith(`${page}/`);
}

/** The layout of every `/app/*` page: header with the session's actions, navigation, page, footer; and the pages' data cache. */
export function AppLayout() {
  useDocumentTitle();
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  const isSignedIn = useSessionStore((state) => state.isSignedIn);
  const views = useSessionStore((state) => state.views);
  const email = useSessionStore((state) => state.me?.email);
  const signInPaths = { signin: pathWithNext('/app/signin', returnPlace(location)), signup: pathWithNext('/app/signup', returnPlace(location)) };
  const groups = navigationFor({ isSignedIn, views }, signInPaths);

  // What the layout does only on demand (signing out, saving a chosen language) loads then: the first page it frames
  // waits for neither the notifications nor the profile's call and its schemas.
  const handleSignOut = async () => {
    const [signedOut, { notify }] = await Promise.all([
      signOut().then(
        () => true,
        () => false,
      ),
      import('../../lib/notifications'),
    ]);
    notify(signedOut ? 'success' : 'warning', t(signedOut ? 'notifications.signedOut' : 'notifications.signoutFailed'));
    await navigate('/');
  };
  const saveLanguage = async (language: Language) => (await import('../../features/account/api/save-language')).saveLanguageToProfile(language);

  return (
    <QueryClientProvider client={queryClient}>
      <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <Anchor href="#main" className="skip-link">
          {t('app.skipToContent')}
        </Anchor>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} />
              <Anchor component={Link} to="/" underline="never" fw={700} size="xl" aria-label={t('nav.home')}>
                {t('app.name')}
              </Anchor>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch onChosen={(language) => void saveLanguage(language)} />
              {isSignedIn ? (
                <>
                  {email === undefined ? null : (
                    <Text size="sm" c="dimmed" visibleFrom="md">
                      {t('nav.signedInAs', { email })}
                    </Text>
                  )}
                  <Button variant="default" size="sm" onClick={() => void handleSignOut()}>
                    {t('nav.signout')}
                  </Button>
                </>
              ) : (
                <>
                  <Button component={Link} to={signInPaths.signin} variant="default" size="sm">
                    {t('nav.signin')}
                  </Button>
                  <Button component={Link} to={signInPaths.signup} size="sm" visibleFrom="xs">
                    {t('nav.signup')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.main')}>
          <ScrollArea>
            {groups.map((group) => (
              <Box key={group.label} mb="sm" {...(group.phoneOnly === true ? { hiddenFrom: 'xs' } : {})}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={4}>
                  {t(group.label)}
                </Text>
                {group.links.map((link) => (
                  <NavLink
                    key={link.to}
                    component={RouterNavLink}
                    to={link.to}
                    label={t(link.label)}
                    active={isCurrent(location.pathname, link.to)}
                    onClick={close}
                  />
                ))}
              </Box>
            ))}
          </ScrollArea>
        </AppShell.Navbar>

        <AppShell.Main id="main" tabIndex={-1}>
          <Container size="lg" py="md">
            <Outlet />
          </Container>
          {/* Inside <main> the footer is a plain block: a contentinfo landmark must stay top-level. */}
          <SiteFooter landmark={false} />
        </AppShell.Main>
      </AppShell>
    </QueryClientProvider>
  );
}
