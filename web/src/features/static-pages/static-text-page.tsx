import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

export type TextSection = { heading: string; paragraphs: string[] };

/** A page of headed sections of running text, as the legal notice and the equality plan are: its texts are `pages.<page>`. */
export function StaticTextPage({ page }: { page: 'genderEquality' | 'legalNotice' }) {
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
