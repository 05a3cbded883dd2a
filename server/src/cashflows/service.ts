import {
  fieldError,
  KeelsonError,
  requestMessages,
  type Cashflow,
  type CashflowListItem,
  type CashflowListQuery,
  type FieldProblem,
  type Page,
} from '@keelson/core';
import type { Database } from '../db/client';
import { calculationCache, type KeptAnswer } from './calculation-cache';
import type { Actor } from '../auth/authorization';
import type { UserWithRoles } from '../users/repository';
import { figuresOf } from './figures';
import { listScopeOf } from '../db/record-list';
import { canShareCashflow, cashflowListScope } from './policy';
import { presentCashflowListItem } from './presenters';
import { clearReadonlyIds, deleteCashflowRow, insertCashflow, replaceCashflow, selectCashflowPage, type CashflowRow } from './repository';

/**
 * The rules of cashflows (docs/spec/product-spec.md sections 6 and 7), one function per call; the routes have
 * already checked the caller's right to the record with the policy.
 */

const invalid = (problem: FieldProblem) => new KeelsonError(1012, { errors: [fieldError('readonlyIds', problem)] });

/**
 * `GET /api/cashflow`: a page of the cashflows the actor asks for (`own`, or all they may see) with the summaries their
 * saves stored, and how many match in all.
 */
export async function listCashflows(db: Database, options: { actor: Actor; query: CashflowListQuery }): Promise<{ items: CashflowListItem[]; page: Page }> {
  const { actor, query } = options;
  const scope = listScopeOf(cashflowListScope(actor), query.scope, actor.id);
  const { entries, total } = await selectCashflowPage(db, { scope, request: query });
  return { items: entries.map(({ row, ownerEmail }) => presentCashflowListItem(row, ownerEmail)), page: { offset: query.offset, limit: query.limit, total } };
}

/**
 * `POST /api/cashflow`: a new cashflow of the owner (the actor; a portfolio's owner for a book's import), its figures
 * calculated once; its read-only ids must be free, and the owner may keep at most `maxRecords` cashflows. Given a
 * transaction, it saves inside it.
 */
export async function createCashflow(db: Database, options: { owner: Pick<UserWithRoles, 'id'>; draft: Cashflow; maxRecords: number }): Promise<CashflowRow> {
  return insertCashflow(db, { ownerId: options.owner.id, draft: options.draft, figures: figuresOf(options.draft), maxRecords: options.maxRecords });
}

/**
 * `PUT /api/cashflow/{id}`: replaces the cashflow as of the `updated` it was based on (stale → 409). Only the
 * owner adds read-only links, and a link may lead to one cashflow only.
 */
export async function updateCashflow(
  db: Database,
  options: { actor: UserWithRoles; current: CashflowRow; draft: Cashflow & { updated: string } },
): Promise<CashflowRow> {
  const { actor, current, draft } = options;
  const readonlyIds = draft.readonlyIds ?? current.readonlyIds;
  const addsLinks = readonlyIds.some((readonlyId) => !current.readonlyIds.includes(readonlyId));
  if (addsLinks && !canShareCashflow(actor, current)) throw invalid({ rule: 'ownerOnly' });
  return replaceCashflow(db, { id: current.id, basedOn: new Date(draft.updated), draft, readonlyIds, figures: figuresOf(draft) });
}

/** `DELETE /api/cashflow/{id}`. */
export async function deleteCashflow(db: Database, cashflow: CashflowRow): Promise<void> {
  await deleteCashflowRow(db, cashflow.id);
}

/** `DELETE /api/cashflow/readonly/{id}`: every read-only link of the cashflow stops working at once. */
export async function deleteReadonlyLinks(db: Database, cashflow: CashflowRow): Promise<CashflowRow> {
  const cleared = await clearReadonlyIds(db, cashflow.id);
  if (cleared === null) throw new KeelsonError(1010);
  return cleared;
}

/**
 * The calculate calls: the JSON answer of core's calculation of the stored cashflow with its ETag, or 1012 naming the
 * fields that keep it from being calculated. Kept per cashflow and `updated` as the bytes it is sent as, so that
 * reading an unchanged cashflow again neither calculates nor serializes.
 */
export function calculationAnswer(cashflow: CashflowRow): KeptAnswer {
  const kept = calculationCache.answerOf({ id: cashflow.id, updated: cashflow.updated }, cashflow.data);
  if (!kept.ok) throw new KeelsonError(1012, { message: requestMessages.notCalculable, errors: kept.errors });
  return kept.answer;
}
