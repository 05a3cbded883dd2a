import { randomUUID } from 'node:crypto';
import { utility } from '@keelson/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workedExample as example } from '@keelson/core/examples';
import { currentFiguresVersion } from '../cashflows/figures';
import { cashflows } from '../db/schema';
import { appWithCallers } from '../test/callers';
import { testDatabaseTargets } from '../test/databases';
import { templates } from './templates';

const targets = await testDatabaseTargets();
const [template] = templates;
if (template === undefined) throw new Error('no template');
const leaves = utility.allNodes(template.criteria).filter((node): node is utility.CriterionLeaf => node.kind !== 'group');
if (!leaves.some((leaf) => leaf.kind === 'cashflowMetric' && leaf.metric === 'priceToDcfValue')) throw new Error('the test needs a price-to-DCF criterion');

/** The same answers for every alternative, cashflow metrics left open: only the linked cashflows tell the alternatives apart. */
const sameAnswers = Object.fromEntries(
  leaves.flatMap((leaf): [string, utility.Answer][] => {
    if (leaf.kind === 'scale') return [[leaf.id, { kind: 'score', value: 7 }]];
    if (leaf.kind === 'choice') return [[leaf.id, { kind: 'option', optionId: leaf.options[0]?.id ?? '' }]];
    if (leaf.kind === 'number') return [[leaf.id, { kind: 'na' }]];
    return [];
  }),
);
/**
 * The example chartered at 16,000 a day (minimum DSCR 1.08, where the example's 13,500 gives 0.52 and a K.O.), bought at
 * brokers' valuations times `factor`: a dearer price against the same DCF value scores worse.
 */
const bankable = { ...example.input, averageTimeCharterCurr: 16_000, currentTimeCharterCurr: 16_000, expectedFutureCharterCurr: 16_000 };
const pricedAt = (factor: number) => ({ ...bankable, brokerValueEsimationsCurr: bankable.brokerValueEsimationsCurr.map((value) => value * factor) });

type ListItem = { id: string; templateTitle: string; leader: { alternativeId: string; name: string; utility: number | null } | null };
type CashflowListItem = { id: string; ownerId: string; metrics: utility.MetricValues | null };

describe.each(targets)('the utility-analysis list on $name', (target) => {
  const { app, call } = appWithCallers(target);
  const listed = async (caller: 'owner' | 'admin', id: string) =>
    ((await call(caller, 'GET', '/api/utilityAnalysis/')).json().content as ListItem[]).find((item) => item.id === id);
  const saveCashflow = async (body: object) => (await call('owner', 'POST', '/api/cashflow', body)).json().content as { id: string } & Record<string, unknown>;
  const saveAnalysis = async (changes: object) => {
    const response = await call('owner', 'POST', '/api/utilityAnalysis', {
      templateId: template.id,
      templateVersion: template.version,
      title: 'Two Kamsarmaxes',
      alternatives: [],
      answers: {},
      ...changes,
    });
    expect(response.statusCode).toBe(201);
    return response.json().content as { id: string };
  };

  it("shows each analysis's template title and its leader, and a linked cashflow's update moves the lead", async () => {
    const cheap = await saveCashflow(pricedAt(1));
    const dear = await saveCashflow(pricedAt(1.2));
    const analysis = await saveAnalysis({
      alternatives: [
        { id: 'a', name: 'Example Trader', cashflowId: cheap.id },
        { id: 'b', name: 'Other Trader', cashflowId: dear.id },
      ],
      answers: { a: sameAnswers, b: sameAnswers },
    });
    const before = await listed('owner', analysis.id);
    expect(before).toMatchObject({ templateTitle: template.title, leader: { alternativeId: 'a', name: 'Example Trader' } });
    expect(before?.leader?.utility).toBeGreaterThan(0);
    expect(await listed('admin', analysis.id)).toMatchObject({ templateTitle: template.title, leader: { alternativeId: 'a' } });

    const dearest = { ...cheap, ...pricedAt(1.5) };
    expect((await call('owner', 'PUT', `/api/cashflow/${cheap.id}`, dearest)).statusCode).toBe(200);
    expect((await listed('owner', analysis.id))?.leader).toMatchObject({ alternativeId: 'b', name: 'Other Trader' });
  });

  it('never names a knocked-out alternative as the leader: the example (minimum DSCR 0.52) ranks last whatever its utility', async () => {
    const knockedOut = await saveCashflow(example.input);
    const standing = await saveCashflow(pricedAt(1.5));
    const analysis = await saveAnalysis({
      alternatives: [
        { id: 'a', name: 'Example Trader', cashflowId: knockedOut.id },
        { id: 'b', name: 'Other Trader', cashflowId: standing.id },
      ],
      answers: { a: sameAnswers, b: sameAnswers },
    });
    expect((await listed('owner', analysis.id))?.leader).toMatchObject({ alternativeId: 'b', name: 'Other Trader' });
    const alone = await saveAnalysis({ alternatives: [{ id: 'a', name: 'Example Trader', cashflowId: knockedOut.id }], answers: { a: sameAnswers } });
    expect((await listed('admin', alone.id))?.leader).toBeNull();
  });

  it("gives the owner's and the administrator's downloads, from the cashflow list's metrics, the read-only page's ranking", async () => {
    const knockedOut = await saveCashflow(example.input);
    const standing = await saveCashflow(pricedAt(1));
    const readonlyId = randomUUID();
    const alternatives = [
      { id: 'a', name: 'Example Trader', cashflowId: knockedOut.id },
      { id: 'b', name: 'Other Trader', cashflowId: standing.id },
      { id: 'c', name: 'Unlinked Trader' },
    ];
    const analysis = { alternatives, answers: { a: sameAnswers, b: sameAnswers, c: sameAnswers } };
    const saved = await saveAnalysis({ ...analysis, readonlyId });
    const shared = (await call('anonymous', 'GET', `/api/utilityAnalysis/readonly/${readonlyId}`)).json().content.results as utility.AlternativeResult[];
    // The unlinked alternative's metric criteria drop out (n/a): the same answers elsewhere rank it first here.
    expect(shared.map((result) => [result.alternativeId, result.rank, result.knockOuts.map((rule) => rule.leafId)])).toEqual([
      ['c', 1, []],
      ['b', 2, []],
      ['a', 3, ['min-dscr']],
    ]);
    for (const caller of ['owner', 'admin'] as const) {
      // What the web's download does: the metrics of each alternative's linked cashflow among its owner's listed ones.
      const listedCashflows = (await call(caller, 'GET', '/api/cashflow')).json().content as CashflowListItem[];
      const owners = listedCashflows.filter((cashflow) => cashflow.ownerId === (listedCashflows.find((entry) => entry.id === standing.id)?.ownerId ?? ''));
      const metrics = Object.fromEntries(
        alternatives.flatMap((alternative) => {
          const linked = owners.find((cashflow) => cashflow.id === alternative.cashflowId)?.metrics;
          return linked === undefined || linked === null ? [] : [[alternative.id, linked]];
        }),
      );
      expect(metrics, caller).toEqual({ a: utility.metricsOfCashflow(example.input), b: utility.metricsOfCashflow(pricedAt(1)) });
      expect(JSON.parse(JSON.stringify(utility.scoreAnalysis({ template, analysis, metrics }))), caller).toEqual(shared);
      expect((await listed(caller, saved.id))?.leader, caller).toMatchObject({ alternativeId: 'c' });
    }
  });

  it('has no leader when no alternative has a utility', async () => {
    const empty = await saveAnalysis({ alternatives: [{ id: 'a', name: 'Unanswered' }], answers: {} });
    expect(await listed('owner', empty.id)).toMatchObject({ templateTitle: template.title, leader: null });
    const none = await saveAnalysis({});
    expect((await listed('owner', none.id))?.leader).toBeNull();
  });

  it("ranks a read-only analysis with the linked cashflows' metrics, storing those of one stored by another engine", async () => {
    const cheap = await saveCashflow(pricedAt(1));
    const dear = await saveCashflow(pricedAt(1.2));
    await app().db.update(cashflows).set({ metrics: null, figuresVersion: 'another engine' }).where(eq(cashflows.id, cheap.id));
    const readonlyId = randomUUID();
    await saveAnalysis({
      alternatives: [
        { id: 'a', name: 'Example Trader', cashflowId: dear.id },
        { id: 'b', name: 'Other Trader', cashflowId: cheap.id },
      ],
      answers: { a: sameAnswers, b: sameAnswers },
      readonlyId,
    });
    const results = (await call('anonymous', 'GET', `/api/utilityAnalysis/readonly/${readonlyId}`)).json().content.results as utility.AlternativeResult[];
    const expected = utility.scoreAnalysis({
      template,
      analysis: {
        alternatives: [
          { id: 'a', name: 'Example Trader' },
          { id: 'b', name: 'Other Trader' },
        ],
        answers: { a: sameAnswers, b: sameAnswers },
      },
      metrics: { a: utility.metricsOfCashflow(pricedAt(1.2)) ?? {}, b: utility.metricsOfCashflow(pricedAt(1)) ?? {} },
    });
    expect(results).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(results[0]?.alternativeId).toBe('b');
    const [refreshed] = await app().db.select().from(cashflows).where(eq(cashflows.id, cheap.id));
    expect(refreshed).toMatchObject({ figuresVersion: currentFiguresVersion, metrics: utility.metricsOfCashflow(pricedAt(1)) });
  });
});
