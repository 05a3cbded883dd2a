import type { SessionInfo } from '@keelson/core';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoment } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { useSessionStore } from '../../../lib/session-store';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { SettingsSection } from './settings-section';

/**
 * The account's live sessions, the most recently used first: browser, address and last use, this device marked.
 * Another session can be ended, or all others at once, each with the password again (so that a stolen session cannot
 * sign its owner out); or every session, this one included.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOtherSessions = useEndOtherSessions();
  const signOutEverywhere = useSignOutEverywhere();
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const [asking, setAsking] = useState<{ kind: 'one'; session: SessionInfo } | { kind: 'others' } | null>(null);
  const ending = asking?.kind === 'one' ? asking.session : null;

  const handleSignOutEverywhere = async () => {
    try {
      await signOutEverywhere.mutateAsync();
    } catch {
      notify('error', t('pages.userSettings.signOutEverywhereFailed'));
      return;
    }
    useSessionStore.getState().signedOut();
    notify('success', t('pages.userSettings.signedOutEverywhere'));
    await navigate('/');
  };

  return (
    <SettingsSection title={t('pages.userSettings.sessionsTitle')}>
      <Stack align="stretch">
        <Text>{t('pages.userSettings.sessions.lead')}</Text>
        {sessions.isPending ? (
          <Loader size="sm" role="status" aria-label={t('pages.userSettings.sessions.loading')} />
        ) : sessions.isError ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text size="sm">{t('pages.userSettings.sessions.loadFailed')}</Text>
              <Button size="xs" variant="default" onClick={() => void sessions.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Stack component="ul" gap="xs" aria-label={t('pages.userSettings.sessions.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} onEnd={() => setAsking({ kind: 'one', session })} />
            ))}
          </Stack>
        )}
        <Group>
          <Button variant="default" disabled={others.length === 0} onClick={() => setAsking({ kind: 'others' })}>
            {t('pages.userSettings.sessions.endOthers')}
          </Button>
        </Group>
        <Text>{t('pages.userSettings.sessionsText')}</Text>
        <Group>
          <Button color="red" variant="light" loading={signOutEverywhere.isPending} onClick={() => void handleSignOutEverywhere()}>
            {t('pages.userSettings.signOutEverywhere')}
          </Button>
        </Group>
      </Stack>
      <PasswordConfirmDialog
        opened={ending !== null}
        title={t('pages.userSettings.sessions.endTitle')}
        text={t('pages.userSettings.sessions.endText', { browser: ending === null ? '' : sessionName(ending, t) })}
        confirm={t('pages.userSettings.sessions.endConfirm')}
        danger
        onConfirm={async (password) => {
          if (ending === null) return;
          await endSession.mutateAsync({ sessionId: ending.id, password });
          notify('success', t('pages.userSettings.sessions.ended', { browser: sessionName(ending, t) }));
        }}
        failed={t('pages.userSettings.sessions.endFailed')}
        onClose={() => setAsking(null)}
      />
      <PasswordConfirmDialog
        opened={asking?.kind === 'others'}
        title={t('pages.userSettings.sessions.endOthersTitle')}
        text={t('pages.userSettings.sessions.endOthersText')}
        confirm={t('pages.userSettings.sessions.endOthers')}
        danger
        onConfirm={async (password) => {
          await endOtherSessions.mutateAsync({ password });
          notify('success', t('pages.userSettings.sessions.endedOthers'));
        }}
        failed={t('pages.userSettings.sessions.endOthersFailed')}
        onClose={() => setAsking(null)}
      />
    </SettingsSection>
  );
}

/** A session's browser and system in the reader's words: "Firefox 128 on Windows 10", "Unknown browser". */
export function sessionName(session: SessionInfo, t: TFunction): string {
  const browser =
    session.browserName === null
      ? t('pages.userSettings.sessions.unknownBrowser')
      : [session.browserName, session.browserVersion].filter((part) => part !== null).join(' ');
  return session.system === null ? browser : t('pages.userSettings.sessions.browserOn', { browser, system: session.system });
}

/**
 * One session, told apart from the others: browser and system (and the kind of device), address, when it signed in and
 * when it was last used; "This session", or a button that ends it.
 */
function SessionItem({ session, onEnd }: { session: SessionInfo; onEnd: () => void }) {
  const { t } = useTranslation();
  const lastUsed = formatMoment(session.lastSeenAt);
  const name = sessionName(session, t);
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {session.device === null ? null : (
              <Text size="sm" c="dimmed">
                {t(`pages.userSettings.sessions.device.${session.device}`)}
              </Text>
            )}
            {session.current ? (
              <Badge color="teal.9" variant="filled">
                {t('pages.userSettings.sessions.thisDevice')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('pages.userSettings.sessions.details', {
              address: session.address === '' ? t('pages.userSettings.sessions.unknownAddress') : session.address,
              lastUsed,
              signedIn: formatMoment(session.createdAt),
            })}
          </Text>
        </Stack>
        {session.current ? null : (
          <Button size="xs" variant="default" onClick={onEnd} aria-label={t('pages.userSettings.sessions.endLabel', { browser: name, lastUsed })}>
            {t('pages.userSettings.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
