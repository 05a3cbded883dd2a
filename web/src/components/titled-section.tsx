import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of a page under its heading, drawn one size below its level (an h2 as h3, an h3 as h4). */
export function TitledSection({ title, order = 2, children }: { title: string; order?: 2 | 3; children: ReactNode }) {
  return (
    <section>
      <Title order={order} size={order === 2 ? 'h3' : 'h4'} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
