import './credit-memo.css';
import type { ScenarioResult } from '@keelson/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { comparisonFigures, isWarning } from '../analysis/scenario-comparison';
import { formatKeyFigure, keyFigureLabel, keyFigureNullReason } from '../results/key-figure-text';
import { NotDefined } from '../results/not-defined';

/**
 * The base case's key figures as the memo shows them: the eight figures of the scenario comparison, each with its
 * name, its value and, where it is a warning sign, a mark in words and an icon as well as in colour.
 */
export function MemoKeyFigures({ result, currency }: { result: ScenarioResult; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const { kpis } = result;
  return (
    <dl className="keelson-memo-figures">
      {comparisonFigures.map((figure) => {
        const value = formatKeyFigure(figure, kpis, currency);
        const warning = isWarning(figure, kpis);
        return (
          <div key={figure} className="keelson-memo-figure" data-warning={warning || undefined}>
            <dt>{keyFigureLabel(figure, t)}</dt>
            <dd className="keelson-memo-figure-value">
              {warning ? <span aria-hidden="true">⚠ </span> : null}
              {value ?? <NotDefined reason={keyFigureNullReason(figure, t)} />}
              {warning ? <span className="keelson-memo-visually-hidden">{` (${t('scenarios.comparison.warning')})`}</span> : null}
            </dd>
            {figure === 'dcfValue' ? (
              <dd className="keelson-memo-figure-detail">{t('memo.sheet.price', { amount: formatMoney(result.derived.totalAcquisitionCost, currency) })}</dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
