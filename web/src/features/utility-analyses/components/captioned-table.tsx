import { Box, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type CaptionedTableProps = {
  minWidth: number;
  striped?: boolean;
  caption: string;
  /** The header cells, or the column names (each a `<th scope="col">`). */
  head: ReactNode | readonly string[];
  /** The body rows. */
  children: ReactNode;
};

/** Whether the element is narrower than its content, kept up to date as either changes size. */
function useOverflows<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * The questionnaire's tables: a caption, one header row, the body, at least `minWidth` wide. A table wider than the
 * screen scrolls sideways inside its own region, never the page; that region then says so above the table and takes
 * the keyboard focus, so that it can be scrolled with the arrow keys.
 */
export function CaptionedTable({ minWidth, striped, caption, head, children }: CaptionedTableProps) {
  const { t } = useTranslation();
  const { ref, overflows } = useOverflows<HTMLDivElement>();
  return (
    <Box>
      {overflows ? (
        <Text size="xs" c="dimmed" mb={4} aria-hidden="true">
          {t('questionnaire.table.scrollHint')}
        </Text>
      ) : null}
      <Box
        ref={ref}
        style={{ overflowX: 'auto' }}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('questionnaire.table.scrollRegion', { caption }) } : {})}
      >
        <Table striped={striped} miw={minWidth}>
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
      </Box>
    </Box>
  );
}

function isColumnNames(head: ReactNode | readonly string[]): head is readonly string[] {
  return Array.isArray(head) && head.every((cell) => typeof cell === 'string');
}
