import {
  fieldError,
  KeelsonError,
  loanBook,
  type FieldError,
  type Page,
  type Portfolio,
  type PortfolioBook,
  type PortfolioCreateBody,
  type PortfolioImportBody,
  type PortfolioImportResult,
  type PortfolioListItem,
  type PortfolioListQuery,
  type PortfolioUpdateBody,
} from '@keelson/core';
import { deleteStressRuns } from './stress-service';
import { isAdministrator, type Actor } from '../auth/authorization';
import { findCashflowOwners } from '../cashflows/repository';
import { createCashflow } from '../cashflows/service';
import type { Database } from '../db/client';
import { listScopeOf } from '../db/record-list';
import { canHoldCashflow, portfolioListScope } from './policy';
import { presentBookLoan, presentPortfolio, presentPortfolioListItem } from './presenters';
import {
  addPortfolioCashflows,
  deletePortfolioRow,
  insertPortfolio,
  lockAndRenewPortfolio,
  portfolioCashflowIds,
  replacePortfolio,
  selectBookLoans,
  selectPortfolioPage,
  type PortfolioRecord,
  type PortfolioRow,
} from './repository';

/**
 * The rules of portfolios, one function per call; the routes have already checked the caller's right to the record
 * with the policy.
 */

/** `GET /api/portfolio`: a page of the portfolios the actor asks for (`own`, or all they may see), and how many match in all. */
export async function listPortfolios(db: Database, options: { actor: Actor; query: PortfolioListQuery }): Promise<{ items: PortfolioListItem[]; page: Page }> {
  const { actor, query } = options;
  const scope = listScopeOf(portfolioListScope(actor), query.scope, actor.id);
  const { entries, total } = await selectPortfolioPage(db, { scope, request: query });
  return { items: entries.map(presentPortfolioListItem), page: { offset: query.offset, limit: query.limit, total } };
}

/** A portfolio as the actor sees it: with its cashflows' ids, and its owner's e-mail for an administrator. */
export async function portfolioAnswer(db: Database, options: { actor: Actor; row: PortfolioRow; ownerEmail: string }): Promise<Portfolio> {
  const { actor, row } = options;
  const cashflowIds = await portfolioCashflowIds(db, row.id);
  return presentPortfolio(row, { cashflowIds, ownerEmail: isAdministrator(actor) ? options.ownerEmail : undefined });
}

/** `POST /api/portfolio`: a new, empty portfolio of the actor, who may keep at most `maxRecords` portfolios. */
export async function createPortfolio(db: Database, options: { owner: Actor; body: PortfolioCreateBody; maxRecords: number }): Promise<Portfolio> {
  const { owner, body, maxRecords } = options;
  const row = await insertPortfolio(db, { ownerId: owner.id, body, maxRecords });
  return portfolioAnswer(db, { actor: owner, row, ownerEmail: owner.email });
}

/**
 * The cashflow ids of a body, each once, if every one names a cashflow of the portfolio's owner; otherwise 1012 naming
 * each id that does not (`cashflowIds[i]`, rule `notYourCashflow`) — another user's id and one that names nothing alike.
 */
async function holdableCashflowIds(db: Database, portfolio: PortfolioRow, ids: readonly string[]): Promise<string[]> {
  const holdable = new Set((await findCashflowOwners(db, ids)).filter((cashflow) => canHoldCashflow(portfolio, cashflow)).map((cashflow) => cashflow.id));
  const errors = ids.flatMap((id, index) => (holdable.has(id) ? [] : [fieldError(`cashflowIds[${index}]`, { rule: 'notYourCashflow' })]));
  if (errors.length > 0) throw new KeelsonError(1012, { errors });
  return [...new Set(ids)];
}

/**
 * `PUT /api/portfolio/{id}`: replaces the portfolio and its cashflows as of the `updated` it was based on (stale → 409).
 * It stays its owner's, so only the owner's cashflows may sit in it.
 */
export async function updatePortfolio(db: Database, options: { actor: Actor; current: PortfolioRecord; body: PortfolioUpdateBody }): Promise<Portfolio> {
  const { actor, current, body } = options;
  const cashflowIds = await holdableCashflowIds(db, current, body.cashflowIds);
  const row = await replacePortfolio(db, {
    id: current.id,
    ownerId: current.ownerId,
    basedOn: new Date(body.updated),
    set: { name: body.name, description: body.description, amberThreshold: body.amberThreshold },
    cashflowIds,
  });
  return portfolioAnswer(db, { actor, row, ownerEmail: current.ownerEmail });
}

/** `DELETE /api/portfolio/{id}`: the portfolio goes, its cashflows stay. */
export async function deletePortfolio(db: Database, portfolio: PortfolioRow): Promise<void> {
  await deletePortfolioRow(db, portfolio.id);
  await deleteStressRuns(db, portfolio.id);
}

/**
 * `GET /api/portfolio/{id}/book`: the portfolio and its loans with the monitors their saves stored. Nothing is
 * calculated here: a loan whose figures come from another engine version has none until the next start stores them.
 */
export async function portfolioBook(db: Database, options: { actor: Actor; portfolio: PortfolioRecord }): Promise<PortfolioBook> {
  const { actor, portfolio } = options;
  const [answer, loans] = await Promise.all([
    portfolioAnswer(db, { actor, row: portfolio, ownerEmail: portfolio.ownerEmail }),
    selectBookLoans(db, portfolio.id),
  ]);
  // The book of today: each monitor's series thinned around today's date (bookRow reads the same point from it).
  const today = new Date().toISOString().slice(0, 10);
  return { portfolio: answer, loans: loans.map((loan) => presentBookLoan(loan, today)) };
}

/** An import row's problem as a field error of the body: `rows[<index>].<column>`, the row as the body lists it. */
function importFieldError(index: number, error: loanBook.ImportError): FieldError {
  const field = error.column === '' ? `rows[${index}]` : `rows[${index}].${error.column}`;
  return { field, rule: error.rule, ...(error.params === undefined ? {} : { params: error.params }), message: error.message };
}

/**
 * `POST /api/portfolio/{id}/import`: one cashflow of the portfolio's owner per valid row (core's
 * `loanBook.validateImportRows`: a row is valid when it saves and calculates), each saved as any new cashflow is
 * (figures, the record ceiling), and all put into the portfolio in one transaction: a failure on the way saves
 * nothing. In mode `all` a single bad row refuses the whole import (1012 naming every bad cell); in `validOnly` the
 * bad rows are skipped with their errors.
 */
export async function importIntoPortfolio(
  db: Database,
  options: { portfolio: PortfolioRow; body: PortfolioImportBody; maxRecords: number },
): Promise<PortfolioImportResult> {
  const { portfolio, body, maxRecords } = options;
  const rows = loanBook.validateImportRows(body.rows).rows.map((row, index) => ({ ...row, index }));
  const bad = rows.filter((row) => row.cashflow === undefined);
  if (body.mode === 'all' && bad.length > 0) {
    throw new KeelsonError(1012, { errors: bad.flatMap((row) => row.errors.map((error) => importFieldError(row.index, error))) });
  }
  const skipped = bad.map((row) => ({ row: row.row, errors: row.errors }));
  const valid = rows.flatMap((row) => (row.cashflow === undefined ? [] : [{ row: row.row, cashflow: row.cashflow }]));
  if (valid.length === 0) return { created: [], skipped };
  const created = await db.transaction(async (tx) => {
    // The portfolio's row stays locked to the end: its stamp is renewed, since its cashflows change.
    if ((await lockAndRenewPortfolio(tx, portfolio.id)) === null) throw new KeelsonError(1010);
    const saved: PortfolioImportResult['created'] = [];
    for (const { row, cashflow } of valid) {
      const record = await createCashflow(tx, { owner: { id: portfolio.ownerId }, draft: cashflow, maxRecords });
      saved.push({ row, cashflowId: record.id });
    }
    await addPortfolioCashflows(tx, { portfolioId: portfolio.id, ownerId: portfolio.ownerId, cashflowIds: saved.map((entry) => entry.cashflowId) });
    return saved;
  });
  return { created, skipped };
}
