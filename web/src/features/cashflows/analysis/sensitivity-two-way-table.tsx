import { Table, VisuallyHidden } from '@mantine/core';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sensitivity, TwoWayFigure } from '@keelson/core';
import { formatKeyFigureValue } from '../results/key-figure-text';
import { formatChange } from './sensitivity-format';
import { TableScroller } from './table-scroller';
import { twoWayCell } from './two-way-cells';

type TwoWayTableProps = { twoWay: Sensitivity['twoWay']; figure: TwoWayFigure; currency: string | null | undefined; caption: string };

/**
 * One figure — project NPV, minimum DSCR or minimum security cover — for charter rate changes (rows) × opex changes
 * (columns), seven steps each: the base case's cell is outlined and named, a negative NPV or a DSCR below 1.00× is red
 * and says so to screen readers, so that neither depends on colour alone; a cell that core does not calculate (a change
 * below −100 % would make a rate or cost negative) shows a dash and why, as does a figure the cashflow leaves undefined.
 */
export function TwoWayTable({ twoWay, figure, currency, caption }: TwoWayTableProps): JSX.Element {
  const { t } = useTranslation();
  return (
    <TableScroller label={caption} minWidth={720}>
      <Table withTableBorder withColumnBorders captionSide="top" ta="right">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="left">
              {t('sensitivity.twoWay.corner')}
            </Table.Th>
            {twoWay.opexChanges.map((change) => (
              <Table.Th key={change} scope="col" ta="right">
                <VisuallyHidden>{t('sensitivity.twoWay.opexHeader')} </VisuallyHidden>
                {formatChange(change)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {twoWay.charterChanges.map((charterChange, charterIndex) => (
            <Table.Tr key={charterChange}>
              <Table.Th scope="row" ta="left">
                <VisuallyHidden>{t('sensitivity.twoWay.charterHeader')} </VisuallyHidden>
                {formatChange(charterChange)}
              </Table.Th>
              {twoWay.opexChanges.map((opexChange, opexIndex) => {
                const cell = twoWayCell({ twoWay, figure, charterIndex, opexIndex });
                const isBase = charterChange === 0 && opexChange === 0;
                const negative = cell.kind === 'value' && cell.warning;
                const missing = cell.kind === 'refused' ? t('sensitivity.twoWay.refused') : t('sensitivity.twoWay.notDefined');
                return (
                  <Table.Td
                    key={opexChange}
                    data-base={isBase || undefined}
                    data-negative={negative || undefined}
                    style={{
                      color: negative ? 'var(--mantine-color-red-9)' : undefined,
                      background: isBase ? 'var(--mantine-color-keelson-0)' : negative ? 'var(--mantine-color-red-0)' : undefined,
                      outline: isBase ? '2px solid var(--mantine-color-keelson-7)' : undefined,
                      outlineOffset: -2,
                      fontWeight: isBase ? 700 : undefined,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {cell.kind === 'value' ? (
                      formatKeyFigureValue(figure, cell.value, currency)
                    ) : (
                      <span title={missing}>
                        —<VisuallyHidden> {missing}</VisuallyHidden>
                      </span>
                    )}
                    {isBase ? <VisuallyHidden> {t('sensitivity.twoWay.baseCell')}</VisuallyHidden> : null}
                    {negative ? (
                      <VisuallyHidden> {t(figure === 'projectNpv' ? 'sensitivity.twoWay.negative' : 'sensitivity.twoWay.belowOne')}</VisuallyHidden>
                    ) : null}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
