import { calculate, loanBook, summarizeCashflow, utility, type CashflowSummary } from '@keelson/core';
import { engineVersion } from '@keelson/core/examples';
import type { Database } from '../db/client';
import { cashflowsWithOtherFigures, findCashflow, findStoredMetrics, storeFigures } from './repository';

/**
 * The engine that this server's stored figures come from: core's engine version, a hash of its answer for the worked
 * example (summary and metrics included), computed once at start. A row whose figures carry another version is
 * recalculated at the next start, or when an analysis needs its metrics; nothing here is raised by hand.
 */
export const currentFiguresVersion = engineVersion();

/** What a save stores beside a cashflow so that lists, analyses and the loan book never calculate: one calculation, three views of it. */
export type CashflowFigures = {
  summary: CashflowSummary | null;
  metrics: utility.MetricValues | null;
  monitor: loanBook.LoanMonitor | null;
  figuresVersion: string;
};

const noFigures = { summary: null, metrics: null, monitor: null };

/** The base case of a cashflow: without its user scenarios, which neither the summary nor the metrics read. */
function baseCaseOf(cashflow: unknown): unknown {
  if (typeof cashflow !== 'object' || cashflow === null || !('scenarios' in cashflow)) return cashflow;
  const { scenarios: _scenarios, ...baseCase } = cashflow;
  return baseCase;
}

/**
 * Calculates a cashflow's base case once and keeps the list's summary, the analyses' metrics and the loan book's
 * monitor of the results; all null for a draft that cannot be calculated. The user scenarios are left out: the figures are the base
 * scenario's, and a scenario that cannot be calculated does not take them away. A cashflow read from storage is
 * untrusted, so an engine failure means no figures, never a failed save or start (the calculate call reports it itself).
 */
export function figuresOf(cashflow: unknown): CashflowFigures {
  try {
    const outcome = calculate(baseCaseOf(cashflow));
    if (!outcome.ok) return { ...noFigures, figuresVersion: currentFiguresVersion };
    return {
      summary: summarizeCashflow(cashflow, outcome.results),
      metrics: utility.metricsOfCashflow(cashflow, outcome.results),
      monitor: loanBook.loanMonitorOf(cashflow, outcome.results),
      figuresVersion: currentFiguresVersion,
    };
  } catch {
    return { ...noFigures, figuresVersion: currentFiguresVersion };
  }
}

/**
 * Stores the figures of every cashflow whose stored figures come from another engine version (or none yet), in
 * batches by id. Each row is marked with the current version even when it cannot be calculated, so it is not tried
 * again at every start; `updated` is left alone, since the cashflow itself did not change and an open editor must
 * not go stale.
 */
export async function backfillCashflowFigures(db: Database, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 100;
  let after: string | null = null;
  let done = 0;
  for (;;) {
    const batch = await cashflowsWithOtherFigures(db, { current: currentFiguresVersion, after, limit: batchSize });
    const last = batch.at(-1);
    if (last === undefined) return done;
    await db.transaction(async (tx) => {
      for (const row of batch) await storeFigures(tx, row.id, figuresOf(row.data));
    });
    after = last.id;
    done += batch.length;
  }
}

/** A linked cashflow as a ranking sees it: whose it is and its stored metrics (null when it cannot be calculated). */
export type LinkedCashflow = { ownerId: string; metrics: utility.MetricValues | null };

/**
 * The stored metrics of the cashflows that analyses link, by cashflow id, among those of the given owners.
 * With `refresh`, a cashflow whose figures come from another engine version is calculated once and stored; without
 * it (lists never calculate) it has no metrics until the next start stores them.
 */
export async function linkedCashflows(
  db: Database,
  options: { ownerIds: readonly string[]; cashflowIds: readonly string[]; refresh: boolean },
): Promise<Map<string, LinkedCashflow>> {
  const linked = new Map<string, LinkedCashflow>();
  for (const row of await findStoredMetrics(db, options)) {
    const current = row.figuresVersion === currentFiguresVersion;
    linked.set(row.id, { ownerId: row.ownerId, metrics: current ? row.metrics : options.refresh ? await refreshedMetrics(db, row.id) : null });
  }
  return linked;
}

async function refreshedMetrics(db: Database, id: string): Promise<utility.MetricValues | null> {
  const row = await findCashflow(db, id);
  if (row === null) return null;
  const figures = figuresOf(row.data);
  await storeFigures(db, id, figures);
  return figures.metrics;
}
