import { Table, UnstyledButton } from '@mantine/core';
import { flexRender, type Header } from '@tanstack/react-table';

const arrows = { asc: '▲', desc: '▼', none: '↕' } as const;
const ariaSort = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

/**
 * A column header. A sortable one is a button (reached by Tab, pressed with Enter or Space) that cycles
 * ascending, descending and unsorted; the header's `aria-sort` tells screen readers the current order.
 */
export function SortHeader<Item>({ header }: { header: Header<Item, unknown> }) {
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  const align = column.columnDef.meta?.align;
  if (!column.getCanSort()) {
    return (
      <Table.Th scope="col" ta={align}>
        {label}
      </Table.Th>
    );
  }
  const order = column.getIsSorted() || 'none';
  return (
    <Table.Th scope="col" ta={align} aria-sort={ariaSort[order]}>
      <UnstyledButton onClick={column.getToggleSortingHandler()} fw={700} fz="inherit" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        {label}
        <span aria-hidden="true" style={{ opacity: order === 'none' ? 0.45 : 1, fontSize: '0.75em' }}>
          {arrows[order]}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
