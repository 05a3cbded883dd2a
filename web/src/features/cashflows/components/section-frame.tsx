import type { SectionId } from '@keelson/core';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of a section's heading, for `aria-labelledby` and for jumping to a section. */
export function sectionHeadingId(id: SectionId): string {
  return `cashflow-section-${id}`;
}

/** One titled section of the cashflow (form or read-only summary): a landmark named by its h2. */
export function SectionFrame({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={sectionHeadingId(id)}>
      <Title order={2} size="h3" mb="md" id={sectionHeadingId(id)}>
        {t(`cashflow.sections.${id}`)}
      </Title>
      {children}
    </Paper>
  );
}
