import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal';
import { readonlyAddress } from '../cashflow-records';

type ReadonlyLinksModalProps = { opened: boolean; readonlyIds: readonly string[]; newLinkId: string | null; onClose: () => void };

/** The cashflow's read-only links, each with a copy button; a new one is named as the newest. */
export function ReadonlyLinksModal({ opened, readonlyIds, newLinkId, onClose }: ReadonlyLinksModalProps) {
  const { t } = useTranslation();
  return (
    <TitledModal opened={opened} onClose={onClose} title={t('cashflow.links.title')}>
      <Stack>
        <Text>{t('cashflow.links.text')}</Text>
        {newLinkId !== null && readonlyIds.length > 1 ? <Text size="sm">{t('cashflow.links.newest')}</Text> : null}
        {readonlyIds.map((uuid, index) => {
          const link = readonlyAddress(location.origin, uuid);
          const number = index + 1;
          return (
            <Group key={uuid} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('cashflow.links.link', { number })}
                value={link}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                data-autofocus={uuid === newLinkId ? true : undefined}
                style={{ flex: 1 }}
              />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'filled' : 'light'}
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    aria-label={copied ? t('cashflow.links.copied') : t('cashflow.links.copyLabel', { number })}
                  >
                    {copied ? t('cashflow.links.copied') : t('cashflow.links.copy')}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={link} target="_blank" rel="noreferrer" size="sm" pb={8}>
                {t('cashflow.links.open')}
              </Anchor>
            </Group>
          );
        })}
      </Stack>
    </TitledModal>
  );
}
