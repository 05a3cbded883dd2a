import { Accordion } from '@mantine/core';
import type { ReactNode } from 'react';
import { CaptionedTable } from './captioned-table';

type AccordionTablesProps<Section> = {
  sections: readonly Section[];
  /** A section's accordion value and key. */
  idOf: (section: Section) => string;
  titleOf: (section: Section) => string;
  /** The sections open at first; none without it. */
  defaultOpen?: string[];
  minWidth: number;
  striped?: boolean;
  caption: (section: Section) => string;
  /** The header cells, the same in every section. */
  head: ReactNode;
  /** A section's body rows. */
  rows: (section: Section) => ReactNode;
};

/** An accordion with one table per item (the answers per group, the breakdown per alternative), each scrolling on its own. */
export function AccordionTables<Section>({ sections, idOf, titleOf, defaultOpen, minWidth, striped, caption, head, rows }: AccordionTablesProps<Section>) {
  return (
    <Accordion multiple defaultValue={defaultOpen} variant="separated">
      {sections.map((section) => (
        <Accordion.Item key={idOf(section)} value={idOf(section)}>
          <Accordion.Control>{titleOf(section)}</Accordion.Control>
          <Accordion.Panel>
            <CaptionedTable minWidth={minWidth} striped={striped} caption={caption(section)} head={head}>
              {rows(section)}
            </CaptionedTable>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
