import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKeyFigure, keyFigureLabel, keyFigureNullReason } from '../results/key-figure-text';
import { NotDefined } from '../results/not-defined';
import { comparisonFigures, isWarning, type ComparedScenario, type ComparisonFigure } from './scenario-comparison';
import { useScenarioLabel } from './use-scenario-label';

type ScenarioComparisonTableProps = {
  scenarios: readonly ComparedScenario[];
  currency: string | null | undefined;
  caption: string;
  /**
   * `columns`: a column per scenario, side by side, a row per key figure (the screen); `rows`: a row per scenario,
   * which keeps ten user scenarios within the width of an A4 page (the credit memo).
   */
  layout: 'columns' | 'rows';
  /** The memo's small type and tight cells. */
  compact?: boolean;
  /** What each user scenario changes, in words, by its key (`user-0`, …): written under its name in the `rows` layout. */
  definitions?: ReadonlyMap<string, string>;
};

/** The key figures of every scenario in one table; a figure that is a warning sign is marked in words and an icon, not only in colour. */
export function ScenarioComparisonTable({ scenarios, currency, caption, layout, compact = false, definitions }: ScenarioComparisonTableProps) {
  const { t } = useTranslation();
  const labelOf = useScenarioLabel();
  const figureLabel = (figure: ComparisonFigure) => keyFigureLabel(figure, t);
  const cell = (figure: ComparisonFigure, scenario: ComparedScenario): ReactNode => {
    const value = formatKeyFigure(figure, scenario.kpis, currency);
    if (value === null) return <NotDefined reason={keyFigureNullReason(figure, t)} />;
    if (!isWarning(figure, scenario.kpis)) return value;
    return (
      <span style={{ color: 'var(--mantine-color-red-9)', fontWeight: compact ? 400 : 700 }}>
        <span aria-hidden="true">⚠ </span>
        {value}
        <VisuallyHidden>{` (${t('scenarios.comparison.warning')})`}</VisuallyHidden>
      </span>
    );
  };
  const spacing = compact ? { verticalSpacing: 2, horizontalSpacing: 3, fz: '7pt' } : { verticalSpacing: 'xs', horizontalSpacing: 'sm', fz: 'sm' };
  const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

  return (
    <Table {...spacing} striped withTableBorder layout={compact ? 'fixed' : 'auto'} className={compact ? 'keelson-memo-table' : undefined}>
      {/* In the memo the section's heading says it already; the caption still names the table for screen readers. */}
      <Table.Caption className={compact ? VisuallyHidden.classes.root : undefined}>{caption}</Table.Caption>
      {layout === 'columns' ? (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('scenarios.comparison.figure')}</Table.Th>
              {scenarios.map((scenario) => (
                <Table.Th key={scenario.key} scope="col" style={{ textAlign: 'right' }}>
                  {labelOf(scenario)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparisonFigures.map((figure) => (
              <Table.Tr key={figure}>
                <Table.Th scope="row">{figureLabel(figure)}</Table.Th>
                {scenarios.map((scenario) => (
                  <Table.Td key={scenario.key} style={numeric}>
                    {cell(figure, scenario)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      ) : (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" style={compact ? { width: definitions === undefined || definitions.size === 0 ? '18%' : '25%' } : undefined}>
                {t('scenarios.comparison.scenario')}
              </Table.Th>
              {comparisonFigures.map((figure) => (
                <Table.Th key={figure} scope="col" style={{ textAlign: 'right' }}>
                  {figureLabel(figure)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scenarios.map((scenario) => (
              <Table.Tr key={scenario.key}>
                <Table.Th scope="row" style={compact ? undefined : { overflowWrap: 'anywhere' }}>
                  {/* The memo keeps a long name to one line, so that ten scenarios fit on the page; the whole name is its title. */}
                  {compact ? (
                    <span className="keelson-memo-one-line" title={labelOf(scenario)}>
                      {labelOf(scenario)}
                    </span>
                  ) : (
                    labelOf(scenario)
                  )}
                  {definitions?.has(scenario.key) ? <span className="keelson-scenario-definition">{definitions.get(scenario.key)}</span> : null}
                </Table.Th>
                {comparisonFigures.map((figure) => (
                  <Table.Td key={figure} style={numeric}>
                    {cell(figure, scenario)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </Table>
  );
}
