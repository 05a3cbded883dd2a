import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type CaptionedTableProps = {
  minWidth: number;
  striped?: boolean;
  caption: string;
  /** The header cells, or the column names (each a `<th scope="col">`). */
  head: ReactNode | readonly string[];
  /** The body rows. */
  children: ReactNode;
};

/** The questionnaire's tables: a caption, one header row, the body, scrolling sideways below `minWidth`. */
export function CaptionedTable({ minWidth, striped, caption, head, children }: CaptionedTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {isColumnNames(head)
              ? head.map((name) => (
                  <Table.Th key={name} scope="col">
                    {name}
                  </Table.Th>
                ))
              : head}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function isColumnNames(head: ReactNode | readonly string[]): head is readonly string[] {
  return Array.isArray(head) && head.every((cell) => typeof cell === 'string');
}
