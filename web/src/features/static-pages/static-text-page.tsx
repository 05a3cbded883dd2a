import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

export type TextSection = { heading: string; paragraphs: string[] };

/**
 * A page of headed sections of running text, as the legal notice and the equality plan are: its texts are
 * `pages.<page>`; `before` goes ahead of them (the legal notice's operator, from the configuration).
 */
export function StaticTextPage({ page, before }: { page: 'genderEquality' | 'legalNotice'; before?: ReactNode }) {
  const { t } = useTranslation();
  const sections: readonly TextSection[] = t(`pages.${page}.sections`, { returnObjects: true });
  return (
    <article>
      <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
        <Text size="sm" c="dimmed">
          {t(`pages.${page}.updated`)}
        </Text>
      </PageHeader>
      <Stack gap="lg" maw={820}>
        {before}
        {sections.map((section) => (
          <Paper component="section" key={section.heading} withBorder p="lg" radius="md">
            <Title order={2} size="h3" mb="sm">
              {section.heading}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </article>
  );
}
