import { Accordion, Table } from '@mantine/core';
import type { ReactNode } from 'react';

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
            <Table.ScrollContainer minWidth={minWidth}>
              <Table striped={striped}>
                <Table.Caption>{caption(section)}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>{head}</Table.Tr>
                </Table.Thead>
                <Table.Tbody>{rows(section)}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
