import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledModal } from './titled-modal';

/** A shared read-only link: its id and its full address (origin included), as someone else would open it. */
export type SharedLink = { id: string; address: string };

type SharingDialogProps = {
  opened: boolean;
  /** The dialog's title, its accessible name. */
  title: string;
  /** Who can read what through the links. */
  text: string;
  links: readonly SharedLink[];
  /** The link just created: it takes the focus, and with several links the dialog says it is the last one. */
  newLinkId: string | null;
  onClose: () => void;
};

/**
 * The one sharing dialog of the cashflow and the questionnaire: each read-only link as its full absolute address in a
 * read-only field (selected on focus, for copying by hand), a copy button that says when it copied, and a link that
 * opens it in a new tab.
 */
export function SharingDialog({ opened, title, text, links, newLinkId, onClose }: SharingDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{text}</Text>
        {newLinkId !== null && links.length > 1 ? <Text size="sm">{t('sharing.newest')}</Text> : null}
        {links.map(({ id, address }, index) => {
          const number = index + 1;
          return (
            <Group key={id} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('sharing.link', { number })}
                value={address}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                data-autofocus={id === newLinkId ? true : undefined}
                style={{ flex: 1 }}
              />
              <CopyButton value={address}>
                {({ copied, copy }) => (
                  // The label alone says it copied: a change of colour would fade for a moment through shades that
                  // fail the contrast rule (axe caught one mid-fade).
                  <Button variant="light" onClick={copy} aria-label={copied ? t('sharing.copied') : t('sharing.copyLabel', { number })}>
                    {copied ? t('sharing.copied') : t('sharing.copy')}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={address} target="_blank" rel="noreferrer" size="sm" pb={8}>
                {t('sharing.open')}
              </Anchor>
            </Group>
          );
        })}
      </Stack>
    </TitledModal>
  );
}
