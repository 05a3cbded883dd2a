import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the admin overview under its h2. */
export function OverviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
