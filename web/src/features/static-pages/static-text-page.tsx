import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/page-header';

export type TextSection = { heading: string; paragraphs: string[] };

/** A page of headed sections of running text, as the legal notice and the equality plan are. */
export function StaticTextPage({ title, lead, updated, sections }: { title: string; lead: string; updated: string; sections: readonly TextSection[] }) {
  return (
    <article>
      <PageHeader title={title} lead={lead}>
        <Text size="sm" c="dimmed">
          {updated}
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
