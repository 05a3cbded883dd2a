import './credit-memo.css';
import type { ScenarioResult } from '@keelson/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { memoAssumptions, type MemoCashflow } from './memo-model';

type MemoAssumptionsProps = { cashflow: MemoCashflow; result: ScenarioResult; /** The level of the groups' headings, below their section's. */ level: 4 | 5 };

/** The main assumptions of the base case, four titled lists: charter, running costs, financing, valuation. */
export function MemoAssumptions({ cashflow, result, level }: MemoAssumptionsProps) {
  const { t } = useTranslation();
  const Heading = level === 4 ? 'h4' : 'h5';
  return (
    <div className="keelson-memo-assumptions">
      {memoAssumptions(cashflow, result.derived, t).map((group) => (
        <section key={group.key} aria-label={group.title}>
          <Heading>{group.title}</Heading>
          <dl>
            {group.lines.map((line) => (
              <Fragment key={line.key}>
                <dt>{line.label}</dt>
                <dd>{line.value ?? t('memo.sheet.notGiven')}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
