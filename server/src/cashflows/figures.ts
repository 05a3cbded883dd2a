import { calculate, summarizeCashflow, utility, type CashflowSummary } from '@keelson/core';
import type { Database } from '../db/client';
import { cashflowsWithOldFigures, findCashflow, findStoredMetrics, storeFigures } from './repository';

/**
 * The derivation a row's stored figures come from. Raise it when the summary or the metrics are derived
 * differently (or the engine's results change): every row below it is recalculated at the next start.
 */
// 2: method version 3 (a purchase after V, no docking in the last year, DSCRs over the months with debt service).
export const currentFiguresVersion = 2;

/** What a save stores beside a cashflow so that lists and analyses never calculate: one calculation, two views of it. */
export type CashflowFigures = {
  summary: CashflowSummary | null;
  metrics: utility.MetricValues | null;
  figuresVersion: number;
};

/** The base case of a cashflow: without its user scenarios, which neither the summary nor the metrics read. */
function baseCaseOf(cashflow: unknown): unknown {
  if (typeof cashflow !== 'object' || cashflow === null || !('scenarios' in cashflow)) return cashflow;
  const { scenarios: _scenarios, ...baseCase } = cashflow;
  return baseCase;
}

/**
 * Calculates a cashflow's base case once and keeps the list's summary and the analyses' metrics of the results;
 * both null for a draft that cannot be calculated. The user scenarios are left out: the figures are the base
 * scenario's, and a scenario that cannot be calculated does not take them away. A cashflow read from storage is
 * untrusted, so an engine failure means no figures, never a failed save or start (the calculate call reports it itself).
 */
export function figuresOf(cashflow: unknown): CashflowFigures {
  try {
    const outcome = calculate(baseCaseOf(cashflow));
    if (!outcome.ok) return { summary: null, metrics: null, figuresVersion: currentFiguresVersion };
    return {
      summary: summarizeCashflow(cashflow, outcome.results),
      metrics: utility.metricsOfCashflow(cashflow, outcome.results),
      figuresVersion: currentFiguresVersion,
    };
  } catch {
    return { summary: null, metrics: null, figuresVersion: currentFiguresVersion };
  }
}

/**
 * Stores the figures of every cashflow saved before the current derivation, in batches by id. Each row is
 * marked with the current version even when it cannot be calculated, so it is not tried again at every
 * start; `updated` is left alone, since the cashflow itself did not change and an open editor must not go stale.
 */
export async function backfillCashflowFigures(db: Database, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 100;
  let after: string | null = null;
  let done = 0;
  for (;;) {
    const batch = await cashflowsWithOldFigures(db, { below: currentFiguresVersion, after, limit: batchSize });
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
 * With `refresh`, a cashflow saved before the current derivation is calculated once and stored; without it
 * (lists never calculate) it has no metrics until the next start stores them.
 */
export async function linkedCashflows(
  db: Database,
  options: { ownerIds: readonly string[]; cashflowIds: readonly string[]; refresh: boolean },
): Promise<Map<string, LinkedCashflow>> {
  const linked = new Map<string, LinkedCashflow>();
  for (const row of await findStoredMetrics(db, options)) {
    const current = row.figuresVersion >= currentFiguresVersion;
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
