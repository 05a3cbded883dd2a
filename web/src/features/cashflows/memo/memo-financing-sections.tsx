import './credit-memo.css';
import type { ScenarioResult } from '@keelson/core';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { drawdownCheck } from '../results/covenant-rows';
import { keyFigureLabel } from '../results/key-figure-text';
import { isSourcesAndUsesTotal, sourcesAndUses, sourcesAndUsesLabel, type SourcesAndUsesLine } from '../results/sources-and-uses';
import { memoCovenantRows, memoLoanTerms, memoTestFrequency } from './memo-financing';
import type { MemoCashflow } from './memo-model';

type Currency = string | null | undefined;

/** The memo's tables: small type, tight cells, a caption for screen readers (the section's heading says it on paper). */
const tableProps = { verticalSpacing: 2, horizontalSpacing: 3, fz: '7pt', striped: true, withTableBorder: true, className: 'keelson-memo-table' } as const;
const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Caption({ children }: { children: string }) {
  return <Table.Caption className={VisuallyHidden.classes.root}>{children}</Table.Caption>;
}

function LineRows({ heading, lines, currency, date }: { heading: string; lines: readonly SourcesAndUsesLine[]; currency: Currency; date: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" style={{ width: '68%' }}>
            {heading}
          </Table.Th>
          <Table.Th scope="col" style={numeric}>
            {t('cashflow.sourcesAndUses.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.kind === 'loan' ? `loan-${line.tranche}` : line.kind}>
            <Table.Th scope="row" fw={isSourcesAndUsesTotal(line) ? 700 : 400}>
              {sourcesAndUsesLabel(line, date, t)}
            </Table.Th>
            <Table.Td style={numeric} fw={isSourcesAndUsesTotal(line) ? 700 : 400}>
              {formatMoney(line.amount, currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

/**
 * The sources and uses of the purchase at the acquisition date, from the screen's own function, side by side (what it
 * costs beside what pays for it), and any shortfall.
 */
export function MemoSourcesAndUses({ result, currency }: { result: ScenarioResult; currency: Currency }) {
  const { t } = useTranslation();
  const { uses, sources, shortfall } = sourcesAndUses(result.derived);
  const date = formatDate(result.derived.acquisitionDate);
  const title = t('cashflow.sourcesAndUses.title', { date });
  const side = (heading: string, lines: readonly SourcesAndUsesLine[]) => (
    <Table {...tableProps} layout="fixed">
      <Caption>{`${title}: ${heading}`}</Caption>
      <LineRows heading={heading} lines={lines} currency={currency} date={date} />
    </Table>
  );
  return (
    <section aria-label={title}>
      <h5>{title}</h5>
      <div className="keelson-memo-sides">
        {side(t('cashflow.sourcesAndUses.uses'), uses)}
        {side(t('cashflow.sourcesAndUses.sources'), sources)}
      </div>
      <p className="keelson-memo-note" data-warning={shortfall > 0 || undefined}>
        {shortfall > 0 ? (
          <>
            <span aria-hidden="true">⚠ </span>
            {t('cashflow.sourcesAndUses.shortfallTitle', { amount: formatMoney(shortfall, currency) })}
          </>
        ) : (
          t('cashflow.sourcesAndUses.covered')
        )}
      </p>
    </section>
  );
}

/** The loan terms of each tranche: amount, drawdown, base rate and margin, tenor and maturity, repayment profile, balloon. */
export function MemoLoanTerms({ cashflow, result }: { cashflow: MemoCashflow; result: ScenarioResult }) {
  const { t } = useTranslation();
  const loans = memoLoanTerms(cashflow.tranches, result, cashflow.currency, t);
  const columns = ['amount', 'drawn', 'rate', 'tenor', 'profile', 'balloon'] as const;
  return (
    <div>
      <h5>{t('memo.loans.title')}</h5>
      {loans.length === 0 ? (
        <p className="keelson-memo-note">{t('memo.assumptions.noDebt')}</p>
      ) : (
        <Table {...tableProps}>
          <Caption>{t('memo.loans.title')}</Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('memo.loans.columns.tranche')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" style={column === 'amount' || column === 'balloon' ? numeric : undefined}>
                  {t(`memo.loans.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loans.map((loan) => (
              <Table.Tr key={loan.number}>
                <Table.Th scope="row">{t('cashflow.tranches.heading', { number: loan.number })}</Table.Th>
                <Table.Td style={numeric}>{loan.amount}</Table.Td>
                <Table.Td>{loan.drawn}</Table.Td>
                <Table.Td>{loan.rate}</Table.Td>
                <Table.Td>{loan.tenor}</Table.Td>
                <Table.Td>{loan.maturesAfterEndOfLife ? `${loan.profile} ${t('memo.loans.afterEndOfLife')}` : loan.profile}</Table.Td>
                <Table.Td style={numeric}>{loan.balloon}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/**
 * The covenants as the covenant panel shows them — each set covenant at its tightest test date with its headroom,
 * first breach and cure amount — with how often they are tested, and the drawdown check.
 */
export function MemoCovenants({ cashflow, result }: { cashflow: MemoCashflow; result: ScenarioResult }) {
  const { t } = useTranslation();
  const rows = memoCovenantRows(result, cashflow, cashflow.currency);
  const drawdown = drawdownCheck(result.derived, cashflow, t);
  const columns = ['level', 'tightestDate', 'value', 'headroom'] as const;
  return (
    <div>
      <h5>{t('memo.covenants.title')}</h5>
      <p className="keelson-memo-note" data-warning={!drawdown.within || undefined}>
        <span aria-hidden="true">{drawdown.within ? '✓ ' : '⚠ '}</span>
        {drawdown.text}
      </p>
      {rows.length === 0 ? (
        <p className="keelson-memo-note">{t('cashflowResults.figures.noTestDates')}</p>
      ) : (
        <>
          <Table {...tableProps}>
            <Caption>{t('memo.covenants.caption')}</Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" style={{ width: '24%' }}>
                  {t('cashflowResults.covenants.columns.covenant')}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col" style={column === 'tightestDate' ? undefined : numeric}>
                    {t(`cashflowResults.covenants.columns.${column}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('cashflowResults.covenants.columns.firstBreach')}</Table.Th>
                <Table.Th scope="col" style={numeric}>
                  {keyFigureLabel('maxCureAmount', t)}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.covenant}>
                  <Table.Th scope="row">{t(`fields.${row.covenant}`)}</Table.Th>
                  <Table.Td style={numeric}>{row.level}</Table.Td>
                  <Table.Td>{row.date}</Table.Td>
                  <Table.Td style={numeric}>{row.value}</Table.Td>
                  <Table.Td style={numeric}>{row.headroom}</Table.Td>
                  <Table.Td className={row.firstBreach === null ? undefined : 'keelson-memo-breach'}>
                    {row.firstBreach === null ? (
                      t('cashflowResults.covenants.kept')
                    ) : (
                      <>
                        <span aria-hidden="true">⚠ </span>
                        {t('cashflowResults.covenants.breachedOn', { date: row.firstBreach })}
                      </>
                    )}
                  </Table.Td>
                  <Table.Td style={numeric}>{row.cure ?? t('memo.covenants.noCure')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <p className="keelson-memo-note">{memoTestFrequency(cashflow.covenantTestMonths, t)}</p>
        </>
      )}
    </div>
  );
}
