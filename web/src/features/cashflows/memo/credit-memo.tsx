import type { ScenarioResult } from '@keelson/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { comparedScenarios } from '../analysis/scenario-comparison';
import { ScenarioComparisonTable } from '../analysis/scenario-comparison-table';
import { MemoAssumptions } from './memo-assumptions';
import { MemoCashflowChart, MemoDebtChart } from './memo-charts';
import { MemoCovenants, MemoLoanTerms, MemoSourcesAndUses } from './memo-financing-sections';
import { MemoKeyFigures } from './memo-key-figures';
import { MemoYears } from './memo-years';
import { memoShipLines, type MemoCashflow } from './memo-model';
import { scenarioDefinitions } from './memo-scenarios';
import './credit-memo.css';

export type CreditMemoProps = {
  cashflow: MemoCashflow;
  /** core's results: base first, then the long-term average and the user scenarios. */
  results: readonly ScenarioResult[];
  /** The ship type's name in the active language, when the ship types are loaded. */
  shipTypeName: string | null;
  /** Who prepared the memo, as typed in the preview; empty for nobody named. */
  preparedBy: string;
  /** The day it is prepared, `YYYY-MM-DD`. */
  preparedOn: string;
};

/**
 * The credit memo for a credit committee, two A4 pages: title, ship, valuation date, who prepared it, the base case's
 * key figures, the financing (loan terms, sources and uses) and the covenants with the drawdown check, the debt and
 * cash-flow charts, the scenario comparison with each user scenario's definition; then the base case year by year
 * and the main assumptions. A section is not split between pages.
 * Its layout is fixed in millimetres and its charts in pixels, so that the pages print as they are previewed.
 */
export function CreditMemo({ cashflow, results, shipTypeName, preparedBy, preparedOn }: CreditMemoProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const base = results.find((result) => result.scenario === 'base');
  const title = cashflow.title?.trim() ?? '';
  const notGiven = t('memo.sheet.notGiven');
  // The long tables may run on to the next page (row by row, their header repeated); the other sections stay whole.
  const flowing = 'keelson-memo-section keelson-memo-flowing';
  const section = (heading: string, children: ReactNode, className = 'keelson-memo-section') => (
    <section className={className} aria-label={heading}>
      <h4>{heading}</h4>
      {children}
    </section>
  );
  return (
    <article className="keelson-memo-sheet" aria-labelledby={titleId}>
      <div className="keelson-memo-header">
        <div>
          <p className="keelson-memo-kind">{t('memo.sheet.kind')}</p>
          <h3 id={titleId}>{title === '' ? t('memo.sheet.untitled') : title}</h3>
        </div>
        <dl className="keelson-memo-pairs">
          <dt>{t('memo.sheet.valuationDate')}</dt>
          <dd>{cashflow.valuationDate ? formatDate(cashflow.valuationDate) : notGiven}</dd>
          <dt>{t('memo.sheet.preparedBy')}</dt>
          <dd>{preparedBy.trim() === '' ? notGiven : preparedBy.trim()}</dd>
          <dt>{t('memo.sheet.preparedOn')}</dt>
          <dd>{formatDate(preparedOn)}</dd>
        </dl>
      </div>
      <dl className="keelson-memo-pairs keelson-memo-ship" aria-label={t('memo.sheet.ship')}>
        {memoShipLines(cashflow, shipTypeName, t).map((line) => (
          <div key={line.key}>
            <dt>{line.label}</dt>
            <dd>{line.value ?? notGiven}</dd>
          </div>
        ))}
      </dl>
      {base === undefined ? null : (
        <>
          {section(t('memo.sheet.keyFigures'), <MemoKeyFigures result={base} currency={cashflow.currency} />)}
          {section(
            t('memo.sheet.financing'),
            <>
              <MemoLoanTerms cashflow={cashflow} result={base} />
              <MemoSourcesAndUses result={base} currency={cashflow.currency} />
              <MemoCovenants cashflow={cashflow} result={base} />
            </>,
          )}
          {section(
            t('memo.sheet.charts'),
            <div className="keelson-memo-charts">
              <MemoDebtChart result={base} currency={cashflow.currency} />
              <MemoCashflowChart result={base} currency={cashflow.currency} />
            </div>,
          )}
        </>
      )}
      {section(
        t('memo.sheet.scenarios'),
        <ScenarioComparisonTable
          scenarios={comparedScenarios(results)}
          currency={cashflow.currency}
          caption={t('memo.sheet.scenariosCaption')}
          layout="rows"
          compact
          definitions={scenarioDefinitions(cashflow.scenarios, cashflow.currency, t)}
        />,
        flowing,
      )}
      {base === undefined ? null : (
        <>
          {section(t('memo.sheet.years'), <MemoYears result={base} currency={cashflow.currency} />, flowing)}
          {section(t('memo.sheet.assumptions'), <MemoAssumptions cashflow={cashflow} result={base} level={5} />)}
        </>
      )}
      <p className="keelson-memo-footer">{t('memo.sheet.footer')}</p>
    </article>
  );
}
