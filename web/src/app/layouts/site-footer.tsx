import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteFooter({ landmark = true }: { landmark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group component={landmark ? 'footer' : 'div'} justify="space-between" px="md" py="sm" gap="md">
      <Text size="sm" c="dimmed">
        {t('app.footer.rights', { year: new Date().getFullYear() })}
      </Text>
      <Group gap="md" component="nav" aria-label={t('nav.legal')}>
        <Anchor component={Link} to="/app/legal-notice-data-pivacy" size="sm">
          {t('app.footer.legalNotice')}
        </Anchor>
        <Anchor component={Link} to="/app/gender-equality-plan" size="sm">
          {t('app.footer.genderEquality')}
        </Anchor>
      </Group>
    </Group>
  );
}
