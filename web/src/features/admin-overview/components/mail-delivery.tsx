import type { AdminOverview } from '@keelson/core';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusAlert } from '../../../components/status-alert';
import { OutboxTable } from './outbox-table';
import { TitledSection } from '../../../components/titled-section';

/** How e-mails leave the server; without SMTP, the outbox that keeps them instead. */
export function MailDelivery({ mailDelivery, outbox }: Pick<AdminOverview, 'mailDelivery' | 'outbox'>) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('pages.adminArea.mailTitle')}>
      {mailDelivery === 'smtp' ? (
        <Text>{t('pages.adminArea.smtp')}</Text>
      ) : (
        <Stack>
          <StatusAlert tone="warning" role="note">
            {t('pages.adminArea.outbox')}
          </StatusAlert>
          {outbox.length === 0 ? <Text>{t('pages.adminArea.outboxEmpty')}</Text> : <OutboxTable messages={outbox} />}
        </Stack>
      )}
    </TitledSection>
  );
}
