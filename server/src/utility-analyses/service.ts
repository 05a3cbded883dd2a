import { createHash } from 'node:crypto';
import { fieldError, KeelsonError, utility, type AnalysisListQuery, type FieldProblem, type Language } from '@keelson/core';
import { createAnswerCache, envelopeSerializer, keptAnswerOf, type KeptAnswer } from '../cashflows/calculation-cache';
import { findCashflowOwners } from '../cashflows/repository';
import type { Database } from '../db/client';
import type { Actor } from '../auth/authorization';
import type { UserWithRoles } from '../users/repository';
import { listScopeOf } from '../db/record-list';
import { analysisListScope, canLinkCashflow, canShareAnalysis } from './policy';
import { analysisListItems, linkedMetrics, rankAnalysis } from './ranking';
import { deleteAnalysisRow, insertAnalysis, replaceAnalysis, selectAnalysisPage, type AnalysisRow } from './repository';
import { localizedReadonlyAnalysis, presentReadonlyAnalysis } from './presenters';
import { findTemplate } from './templates';

/**
 * The rules of utility analyses (docs/spec/utility-analysis.md section 2 and 6), one function per call; the
 * routes have already checked the caller's right to the record with the policy.
 */

const invalid = (field: string, problem: FieldProblem) => new KeelsonError(1012, { errors: [fieldError(field, problem)] });

/** An analysis must fit its template version and link only cashflows that the policy lets its owner link. */
async function checkBody(db: Database, ownerId: string, body: utility.AnalysisBody): Promise<void> {
  const template = findTemplate(body.templateId);
  if (template === undefined) throw invalid('templateId', { rule: 'unknownTemplate' });
  if (template.version !== body.templateVersion) throw invalid('templateVersion', { rule: 'templateVersion', params: { version: template.version } });
  const alternatives = new Set(body.alternatives.map((alternative) => alternative.id));
  const leaves = new Set(
    utility
      .allNodes(template.criteria)
      .filter((node) => node.kind !== 'group')
      .map((node) => node.id),
  );
  for (const [alternativeId, answers] of Object.entries(body.answers)) {
    if (!alternatives.has(alternativeId)) throw invalid(`answers.${alternativeId}`, { rule: 'notAnAlternative' });
    for (const leafId of Object.keys(answers)) if (!leaves.has(leafId)) throw invalid(`answers.${alternativeId}.${leafId}`, { rule: 'notACriterion' });
  }
  const linked = body.alternatives.flatMap((alternative) => (alternative.cashflowId === undefined ? [] : [alternative.cashflowId]));
  const linkable = new Set((await findCashflowOwners(db, linked)).filter((cashflow) => canLinkCashflow({ ownerId }, cashflow)).map((cashflow) => cashflow.id));
  body.alternatives.forEach((alternative, index) => {
    if (alternative.cashflowId !== undefined && !linkable.has(alternative.cashflowId))
      throw invalid(`alternatives.${index}.cashflowId`, { rule: 'notYourCashflow' });
  });
  // Scoring checks that every answer fits its criterion's kind (it throws 1012 otherwise).
  utility.scoreAnalysis({ template, analysis: body });
}

/**
 * `GET /api/utilityAnalysis/`: a page of the analyses the actor asks for (`own`, or all they may see), each with its
 * template's title and its leader, and how many match in all.
 */
export async function listAnalyses(db: Database, options: { actor: Actor; query: AnalysisListQuery }) {
  const { actor, query } = options;
  const scope = listScopeOf(analysisListScope(actor), query.scope, actor.id);
  const { entries, total } = await selectAnalysisPage(db, { scope, request: query });
  return { items: await analysisListItems(db, entries), page: { offset: query.offset, limit: query.limit, total } };
}

/** `POST /api/utilityAnalysis`: a new analysis of the actor; a read-only id must be free, and at most `maxRecords` are kept. */
export async function createAnalysis(db: Database, options: { owner: UserWithRoles; body: utility.AnalysisBody; maxRecords: number }): Promise<AnalysisRow> {
  const { owner, body, maxRecords } = options;
  await checkBody(db, owner.id, body);
  return insertAnalysis(db, { ownerId: owner.id, body, maxRecords });
}

/**
 * `PUT /api/utilityAnalysis/{id}`: replaces the analysis as of the `updated` it was based on (stale → 409).
 * It stays its owner's, so its links are checked against the owner's cashflows; only the owner shares it.
 */
export async function updateAnalysis(db: Database, options: { actor: UserWithRoles; current: AnalysisRow; body: utility.AnalysisBody }): Promise<AnalysisRow> {
  const { actor, current, body } = options;
  if (body.updated === undefined) throw invalid('updated', { rule: 'updatedRequired' });
  await checkBody(db, current.ownerId, body);
  const readonlyId = body.readonlyId === undefined ? current.readonlyId : body.readonlyId;
  if (readonlyId !== null && readonlyId !== current.readonlyId && !canShareAnalysis(actor, current)) throw invalid('readonlyId', { rule: 'ownerOnly' });
  return replaceAnalysis(db, { id: current.id, basedOn: new Date(body.updated), body, readonlyId });
}

/** `DELETE /api/utilityAnalysis/{id}`. */
export async function deleteAnalysis(db: Database, analysis: AnalysisRow): Promise<void> {
  await deleteAnalysisRow(db, analysis.id);
}

/**
 * The shared analyses' answers, kept as the bytes they are sent as: 1,000 answers and 16 MB, whichever bound is reached
 * first (an analysis of five linked alternatives answers some 22 kB).
 */
export const sharedAnalysisCache = createAnswerCache<KeptAnswer>({ maxEntries: 1000, maxBytes: 16 * 1024 * 1024, weightOf: (kept) => kept.body.length });

const serializeShared = envelopeSerializer(utility.readonlyAnalysisSchema);

/**
 * `GET /api/utilityAnalysis/readonly/{id}`: the shared analysis with its ranking in the language, as JSON with its
 * ETag. The answer is everything its key names — the analysis as of its `updated`, the language of the knock-out
 * reasons, and the metrics of its linked cashflows (read on every call, since a linked cashflow changes on its own) —
 * so it is ranked and serialized once per key.
 */
export async function sharedAnalysisAnswer(db: Database, analysis: AnalysisRow, language: Language): Promise<KeptAnswer> {
  const metrics = await linkedMetrics(db, analysis);
  const metricsDigest = createHash('sha256').update(JSON.stringify(metrics)).digest('base64url');
  return sharedAnalysisCache.get(`${analysis.id}:${analysis.updated.toISOString()}:${language}:${metricsDigest}`, () => {
    const shared = localizedReadonlyAnalysis(presentReadonlyAnalysis(analysis, rankAnalysis(analysis, metrics)), language);
    return keptAnswerOf(serializeShared({ success: true, content: shared }));
  });
}
