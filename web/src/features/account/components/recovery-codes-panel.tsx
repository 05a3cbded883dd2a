import { Alert, Box, Button, Checkbox, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { downloadBlob } from '../../../lib/spreadsheet/download';
import { recoveryCodesText } from '../second-factor-code';

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copied or downloaded as text, and
 * put away only once the user says they are saved.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const text = recoveryCodesText(codes, t('pages.userSettings.recoveryCodes.fileHeading'));

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('pages.userSettings.recoveryCodes.copied'));
    } catch {
      notify('warning', t('pages.userSettings.recoveryCodes.copyFailed'));
    }
  };

  return (
    <Stack>
      <Title order={3} size="h4" ref={heading} tabIndex={-1}>
        {t('pages.userSettings.recoveryCodes.title')}
      </Title>
      <Alert color="yellow" variant="light">
        {t('pages.userSettings.recoveryCodes.text')}
      </Alert>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        aria-label={t('pages.userSettings.recoveryCodes.listLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} ff="monospace" fz="lg">
            {code}
          </Box>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={() => void copy()}>
          {t('pages.userSettings.recoveryCodes.copy')}
        </Button>
        <Button variant="default" onClick={() => downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'keelson-recovery-codes.txt')}>
          {t('pages.userSettings.recoveryCodes.download')}
        </Button>
      </Group>
      <Checkbox label={t('pages.userSettings.recoveryCodes.savedCheck')} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
      <Group>
        <Button disabled={!saved} onClick={onDone}>
          {t('pages.userSettings.recoveryCodes.done')}
        </Button>
      </Group>
    </Stack>
  );
}
