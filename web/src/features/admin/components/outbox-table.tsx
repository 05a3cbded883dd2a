import type { OutboxMessage } from '@keelson/core';
import { Button, Code, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../format-date';

/** The outbox's recent e-mails; each one's text opens below its row. */
export function OutboxTable({ messages }: { messages: readonly OutboxMessage[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" captionSide="top">
        <Table.Caption>{t('pages.adminArea.outboxCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pages.adminArea.columns.to')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminArea.columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminArea.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('pages.adminArea.columns.text')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <OutboxRow key={message.id} message={message} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const [expanded, { toggle }] = useDisclosure(false);
  const textId = `outbox-text-${message.id}`;
  const names = { subject: message.subject, to: message.to };
  return (
    <>
      <Table.Tr>
        <Table.Td>{message.to}</Table.Td>
        <Table.Td>{message.subject}</Table.Td>
        <Table.Td>{formatMoment(message.created, i18n.language)}</Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="light"
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={expanded ? textId : undefined}
            aria-label={expanded ? t('pages.adminArea.hideTextLabel', names) : t('pages.adminArea.showTextLabel', names)}
          >
            {expanded ? t('pages.adminArea.hideText') : t('pages.adminArea.showText')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {expanded ? (
        <Table.Tr>
          <Table.Td colSpan={4} id={textId}>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {message.text}
            </Code>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
