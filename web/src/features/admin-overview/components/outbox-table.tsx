import type { OutboxMessage } from '@keelson/core';
import { Button, Code } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table/data-columns';
import { DataTable } from '../../../components/data-table/data-table';
import { formatMoment } from '../../../lib/format';

/** The outbox's recent e-mails; each one's text opens below its row. */
export function OutboxTable({ messages }: { messages: readonly OutboxMessage[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<OutboxMessage>[] = [
    { id: 'to', header: t('pages.adminArea.columns.to'), cell: (message) => message.to, sortValue: (message) => message.to },
    { id: 'subject', header: t('pages.adminArea.columns.subject'), cell: (message) => message.subject, sortValue: (message) => message.subject },
    { id: 'created', header: t('pages.adminArea.columns.created'), cell: (message) => formatMoment(message.created), sortValue: (message) => message.created },
    {
      id: 'text',
      header: t('pages.adminArea.columns.text'),
      cell: (message, { expanded, toggleExpanded, detailsId }) => {
        const names = { subject: message.subject, to: message.to };
        return (
          <Button
            size="xs"
            variant="light"
            onClick={toggleExpanded}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={expanded ? t('pages.adminArea.hideTextLabel', names) : t('pages.adminArea.showTextLabel', names)}
          >
            {expanded ? t('pages.adminArea.hideText') : t('pages.adminArea.showText')}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      items={messages}
      columns={columns}
      itemId={(message) => message.id}
      caption={() => t('pages.adminArea.outboxCaption')}
      empty={null}
      details={(message) => (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message.text}
        </Code>
      )}
      minWidth={720}
      striped={false}
    />
  );
}
