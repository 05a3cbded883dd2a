import type { Operator } from '@keelson/core';
import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLegalNotice } from './api/get-legal-notice';

/**
 * The legal notice's first part: who operates this installation, from the server's OPERATOR_* settings (§ 5 DDG:
 * name, address, representative, contact, register, VAT number; § 18(2) MStV; the data protection officer). While
 * they are not configured the page says so plainly instead of showing placeholders.
 */
export function OperatorSection() {
  const { t } = useTranslation();
  const notice = useLegalNotice();
  if (notice.isPending) return <Loader size="sm" role="status" aria-label={t('pages.legalNotice.operator.loading')} />;
  if (notice.isError) {
    return (
      <Alert color="red" variant="light">
        {t('pages.legalNotice.operator.loadFailed')}
      </Alert>
    );
  }
  const { operator } = notice.data;
  if (operator === null) {
    return (
      <Alert color="yellow" variant="light" title={t('pages.legalNotice.operator.notConfiguredTitle')} role="status">
        {t('pages.legalNotice.operator.notConfigured')}
      </Alert>
    );
  }
  return <OperatorDetails operator={operator} />;
}

function OperatorDetails({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const line = (key: 'representative' | 'register' | 'vatId' | 'contentResponsible' | 'privacyContact' | 'phone') => {
    const value = operator[key];
    return value === null ? null : <Text>{t(`pages.legalNotice.operator.${key}`, { value })}</Text>;
  };
  return (
    <>
      <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="operator-heading">
        <Title order={2} size="h3" mb="sm" id="operator-heading">
          {t('pages.legalNotice.operator.heading')}
        </Title>
        <Stack gap="sm">
          <Text>{t('pages.legalNotice.operator.provider')}</Text>
          <Text component="address" fs="normal">
            <strong>{operator.name}</strong>
            <br />
            {operator.address}
          </Text>
          {line('representative')}
          {line('register')}
          {line('vatId')}
          {line('contentResponsible')}
        </Stack>
      </Paper>
      <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="contact-heading">
        <Title order={2} size="h3" mb="sm" id="contact-heading">
          {t('pages.legalNotice.operator.contactHeading')}
        </Title>
        <Stack gap="sm">
          <Text>
            {t('pages.legalNotice.operator.email')}: <Anchor href={`mailto:${operator.email}`}>{operator.email}</Anchor>
          </Text>
          {line('phone')}
          {line('privacyContact')}
          <Text>{t('pages.legalNotice.operator.contactText')}</Text>
        </Stack>
      </Paper>
    </>
  );
}
