/**
 * Records the answers of calculation method version 2 for a seeded sample of cashflows that use none of version 3's
 * new inputs, so that core/src/cashflow/version-2-difference.test.ts can check that version 3 changes only the figures
 * that the opening paragraph of docs/spec/calculation.md names. The tree holds no version-2 engine any more; this script
 * runs the one of the last commit before version 3's engine was merged (861d060, the first parent of 47c09e5 "Merge
 * v3engine"). To regenerate the fixture, from the repository root:
 *
 *   git worktree add --detach /tmp/v2 861d060
 *   ln -s "$PWD/node_modules" /tmp/v2/node_modules        # or: (cd /tmp/v2 && npm ci)
 *   npx tsx core/scripts/record-v2-answers.ts /tmp/v2/core/src/index.ts core/examples/version-2-answers.json.gz
 *   git worktree remove /tmp/v2
 *
 * The generator below is self-contained (its own seeded generator and date arithmetic), so the same seed draws the
 * same cashflows whichever engine it runs; it imports nothing from this tree's core. A cashflow is kept when version
 * 2 calculates it. What it never sets: minimumValueClause, dscrCovenant, minimumLiquidityCovenantCurr and
 * covenantTestMonths; a purchaseDate after the valuation date (it is null or on or before it, version 2's "recorded
 * only"); and no docking cycle date falls in the last twelve months before the end of life, for the base case's life
 * and every user scenario's.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The commit whose engine is version 2's (checked out by the caller; recorded in the fixture). */
const version2Commit = '861d060b92b1acc0411cbd35d7a0da2ecca5c440';
const seed = 20_260_701;
const count = 40;

// ---- a seeded generator (splitmix32), independent of core ----

function splitmix32(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 4_294_967_296;
  };
}

type Draw = {
  uniform: (min: number, max: number) => number;
  integer: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
};

function drawer(random: () => number): Draw {
  const uniform = (min: number, max: number) => min + (max - min) * random();
  const integer = (min: number, max: number) => Math.min(max, Math.floor(uniform(min, max + 1)));
  return {
    uniform,
    integer,
    chance: (p) => random() < p,
    pick: (items) => {
      const item = items[integer(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

// ---- civil dates, as docs/spec/calculation.md section 1 defines them ----

type Civil = { y: number; m: number; d: number };
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dayNumber = ({ y, m, d }: Civil) => Date.UTC(y, m - 1, d) / 86_400_000;
const civilOf = (day: number): Civil => {
  const date = new Date(day * 86_400_000);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
};
const text = ({ y, m, d }: Civil) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const parse = (value: string): Civil => {
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  return { y, m, d };
};
/** addMonths with the day of month clamped to the target month's last day. */
function addMonths(date: Civil, months: number): Civil {
  const index = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return { y, m, d: Math.min(date.d, daysInMonth(y, m)) };
}
const addYears = (date: Civil, years: number) => addMonths(date, 12 * years);
const addDays = (date: Civil, days: number) => civilOf(dayNumber(date) + days);

/**
 * Whether a docking cycle date D_k = addYears(A, k × interval), k ≥ 1, falls in the last twelve months before the end
 * of life (addMonths(EOL, −12) < D_k < EOL): version 3 does not perform it, version 2 did.
 */
function dockingInLastYear(options: { anchor: Civil; interval: number; endOfLife: Civil }): boolean {
  const { anchor, interval, endOfLife } = options;
  const cutoff = dayNumber(addMonths(endOfLife, -12));
  const end = dayNumber(endOfLife);
  for (let k = 1; ; k += 1) {
    const docking = dayNumber(addYears(anchor, k * interval));
    if (docking >= end) return false;
    if (docking > cutoff) return true;
  }
}

// ---- the cashflows ----

type Cashflow = Record<string, unknown>;

const round = (value: number, step: number) => Math.round(value / step) * step;

/**
 * One cashflow without version 3's new inputs, and whether its last liquidity is to be tuned (see main); null when it
 * breaks the docking rule above (the caller draws again).
 */
function drawCashflow(draw: Draw, index: number): { cashflow: Cashflow; tune: boolean } | null {
  const valuation = addDays({ y: 2020, m: 1, d: 1 }, draw.integer(0, 11 * 365));
  const life = draw.integer(15, 30);
  // A remaining life of 1.5 to 12 years keeps the fixture small (at most 145 periods per scenario).
  const remainingDays = draw.integer(550, 12 * 365);
  const construction = addDays(addYears(valuation, -life), remainingDays);
  const endOfLife = addYears(construction, life);
  if (dayNumber(construction) > dayNumber(valuation) || dayNumber(endOfLife) <= dayNumber(valuation)) return null;
  const valuationDay = dayNumber(valuation);
  const endDay = dayNumber(endOfLife);
  const dateBetween = (from: number, to: number) => text(civilOf(draw.integer(from, to)));

  const secondHandPrice = round(draw.uniform(4e6, 40e6), 1000);
  const brokers = Array.from({ length: draw.integer(1, 3) }, () => round(secondHandPrice * draw.uniform(0.9, 1.1), 1000));
  const averageCharter = round(draw.uniform(6000, 35_000), 50);
  const dockingIntervalYears = draw.integer(2, 5);
  const lastDocking = draw.chance(0.6) ? dateBetween(dayNumber(construction), valuationDay) : null;
  const current = draw.chance(0.5);
  const currentStart = current ? dateBetween(valuationDay - 700, valuationDay + 60) : null;
  const currentEnd = currentStart === null ? null : text(addDays(parse(currentStart), draw.integer(30, 1200)));

  const tac = secondHandPrice * 1.02;
  // Now and then loans that pay the whole price (equityIrr is then null in version 3).
  const loanShare = draw.chance(0.12) ? draw.uniform(1.02, 1.3) : draw.uniform(0, 0.8);
  const trancheCount = loanShare === 0 ? 0 : draw.integer(1, 3);
  const tranches = Array.from({ length: trancheCount }, () => {
    const durationYears = draw.pick([1, 2, 3, 5, 7, 8, 10, 12, 15, round(draw.uniform(0.5, 14), 0.25)]);
    // Seasoned (drawn before V), drawn at V (missing), or drawn later inside the life: a loan that starts inside a year.
    const when = draw.integer(0, 2);
    const disbursementDate =
      when === 0
        ? dateBetween(valuationDay - 3 * 365, valuationDay)
        : when === 1
          ? null
          : dateBetween(valuationDay + 1, Math.max(valuationDay + 1, endDay - 60));
    return {
      value: round((tac * loanShare) / trancheCount, 1000),
      durationYears,
      amortizationYears: draw.chance(0.5) ? null : durationYears + draw.integer(0, 12),
      baseRate: round(draw.uniform(0, 0.05), 0.0005),
      interest: round(draw.uniform(0.01, 0.04), 0.0005),
      disbursementDate,
    };
  });

  // Now and then a loan whose balloon falls due in the last period: version 2's last liquidity pays it, version 3's also
  // receives the sale. The caller then tunes the fresh liquidity so that only that last liquidity is negative in version
  // 2, and the shortfall date vanishes in version 3.
  const balloonAtEnd = draw.chance(0.25);
  if (balloonAtEnd) {
    const termDays = endDay - valuationDay - draw.integer(1, 20);
    const durationYears = termDays / 365;
    tranches.push({
      value: round(tac * draw.uniform(0.3, 0.5), 1000),
      durationYears,
      amortizationYears: durationYears * draw.uniform(2, 3),
      baseRate: round(draw.uniform(0, 0.03), 0.0005),
      interest: round(draw.uniform(0.01, 0.03), 0.0005),
      disbursementDate: null,
    });
  }

  const scenarios = draw.chance(0.35)
    ? Array.from({ length: draw.integer(1, 2) }, (_, number) => ({
        name: `Scenario ${number + 1}`,
        overrides: {
          charterRateChange: draw.chance(0.5) ? round(draw.uniform(-0.3, 0.3), 0.01) : null,
          opexChange: draw.chance(0.5) ? round(draw.uniform(-0.1, 0.3), 0.01) : null,
          baseRateChangeBp: draw.chance(0.4) ? draw.integer(-150, 300) : null,
          discountRate: draw.chance(0.3) ? round(draw.uniform(0.05, 0.12), 0.0025) : null,
          economicUsefulLifeYears: draw.chance(0.3) ? Math.max(1, life + draw.integer(-1, 3)) : null,
          offHireDaysPerYear: draw.chance(0.2) ? draw.integer(0, 30) : null,
        },
      }))
    : [];

  // No docking cycle date in the last twelve months, for the base case's life and every scenario's.
  const anchor = lastDocking === null ? construction : parse(lastDocking);
  const lives = [
    life,
    ...scenarios.flatMap((scenario) => (scenario.overrides.economicUsefulLifeYears === null ? [] : [scenario.overrides.economicUsefulLifeYears])),
  ];
  if (lives.some((years) => dockingInLastYear({ anchor, interval: dockingIntervalYears, endOfLife: addYears(construction, years) }))) return null;

  const purchase = draw.integer(0, 2);
  const cashflow: Cashflow = {
    title: `Version-2 sample ${index + 1}`,
    shipName: `Sample ${index + 1}`,
    valuationDate: text(valuation),
    constructionDate: text(construction),
    economicUsefulLifeYears: life,
    dayCountConvention: draw.integer(0, 4),
    lightWeightTonnage: draw.integer(5000, 25_000),
    brokerValueEsimationsCurr: brokers,
    averageTimeCharterCurr: averageCharter,
    opexPerDayCurr: round(draw.uniform(3000, 9000), 25),
    opexEscalationRate: round(draw.uniform(0, 0.04), 0.001),
    opexLatestAssessmentDate: draw.chance(0.5) ? dateBetween(valuationDay - 400, valuationDay + 100) : null,
    opexAuditingTaxAdviseCurr: draw.chance(0.7) ? round(draw.uniform(10_000, 120_000), 1000) : null,
    opexAdministrationFeeQuote: round(draw.uniform(0, 0.02), 0.0025),
    opexTechnicalFeeQuote: round(draw.uniform(0, 0.02), 0.0025),
    freightCommission: round(draw.uniform(0, 0.05), 0.0025),
    commissionsQuote: round(draw.uniform(0, 0.02), 0.0025),
    transactionCostsCurr: draw.chance(0.7) ? round(draw.uniform(0, 150_000), 1000) : null,
    annualTimeCharterIncrease: round(draw.uniform(-0.02, 0.04), 0.001),
    offHireDaysPerYear: draw.integer(0, 20),
    currentTimeCharterCurr: current ? round(averageCharter * draw.uniform(0.6, 1.6), 50) : null,
    currentTimeCharterStartDate: currentStart,
    currentTimeCharterEndDate: currentEnd,
    expectedFutureCharterCurr: current && draw.chance(0.7) ? round(averageCharter * draw.uniform(0.7, 1.4), 50) : null,
    dockingIntervalYears,
    dockingDays: draw.integer(0, 30),
    dockingCostCurr: round(draw.uniform(200_000, 2_000_000), 1000),
    lastDockingDate: lastDocking,
    steelPricePerTonCurr: draw.integer(250, 600),
    steelPriceInflationRate: round(draw.uniform(-0.02, 0.04), 0.001),
    scrapCostCurr: draw.chance(0.5) ? round(draw.uniform(0, 300_000), 1000) : null,
    transferCostCurr: draw.chance(0.5) ? round(draw.uniform(0, 200_000), 1000) : null,
    transferQuote: draw.chance(0.5) ? round(draw.uniform(0, 1), 0.05) : null,
    equityYield: round(draw.uniform(0.05, 0.15), 0.0025),
    discountRate: draw.chance(0.4) ? round(draw.uniform(0.05, 0.12), 0.0025) : null,
    leverage: round(draw.uniform(0.5, 0.8), 0.05),
    freshLiquidityCurr: round(draw.uniform(0, tac * 0.6), 1000),
    freshLiquidityRate: balloonAtEnd ? 0 : round(draw.uniform(0, 0.03), 0.0025),
    cashReserveAccountCurr: draw.chance(0.5) ? round(draw.uniform(0, 1_000_000), 1000) : null,
    dryDockingReserveAccount: draw.chance(0.4) ? round(draw.uniform(0, 800_000), 1000) : null,
    purchasePriceAtConstructionCurr: draw.chance(0.5) ? round(secondHandPrice * draw.uniform(1.2, 2.5), 1000) : null,
    ownerValueEnvisagedCurr: draw.chance(0.4) ? round(secondHandPrice * draw.uniform(0.9, 1.2), 1000) : null,
    ownerValueLatestAssessmentDate: draw.chance(0.4) ? dateBetween(valuationDay - 300, valuationDay) : null,
    // Version 2 records a purchase date and nothing more; version 3 keeps that meaning on or before V.
    purchaseDate: purchase === 0 ? null : purchase === 1 ? text(valuation) : dateBetween(dayNumber(construction), valuationDay - 1),
    tranches,
    scenarios,
  };
  return { cashflow, tune: balloonAtEnd };
}

// ---- the compact answer: numbers and dates by column ----

type Row = Record<string, unknown>;

/** A list of rows as one list per key (every row has the same keys): far smaller once gzipped. */
function columns(rows: readonly Row[]): Record<string, unknown[]> {
  const keys = Object.keys(rows[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, rows.map((row) => row[key])]));
}

type Outcome = { ok: true; results: Row[] } | { ok: false; errors: unknown[] };

async function main() {
  const [enginePath, outputPath] = process.argv.slice(2);
  if (enginePath === undefined || outputPath === undefined) {
    throw new Error('usage: tsx core/scripts/record-v2-answers.ts <version-2 core/src/index.ts> <output .json.gz>');
  }
  const engine = (await import(pathToFileURL(resolve(enginePath)).href)) as { calculate: (cashflow: unknown) => Outcome };
  const draw = drawer(splitmix32(seed));
  const cases: { cashflow: Cashflow; results: Row[] }[] = [];
  let drawn = 0;
  let refused = 0;
  let tunedCount = 0;
  while (cases.length < count) {
    drawn += 1;
    if (drawn > 100_000) throw new Error('the generator keeps drawing cashflows it must refuse');
    const candidate = drawCashflow(draw, cases.length);
    if (candidate === null) continue;
    let { cashflow } = candidate;
    let outcome = engine.calculate(structuredClone(cashflow));
    if (!outcome.ok) {
      refused += 1;
      continue;
    }
    if (candidate.tune) {
      // Without interest on cash, Δ more fresh liquidity moves every liquidity by exactly Δ. Aim the base case's last
      // liquidity at −residualValueAtEndOfLife / 2: negative in version 2, covered by the sale in version 3. Kept only
      // when the last period is then version 2's first shortfall.
      const base = outcome.results[0] as { derived: Row; periods: Row[]; kpis: Row } | undefined;
      const last = base?.periods.at(-1);
      if (base !== undefined && last !== undefined) {
        const shift = -Number(base.derived.residualValueAtEndOfLife) / 2 - Number(last.liquidity);
        const tuned = { ...cashflow, freshLiquidityCurr: Math.round(Number(cashflow.freshLiquidityCurr) + shift) };
        const retried = tuned.freshLiquidityCurr >= 0 ? engine.calculate(structuredClone(tuned)) : null;
        const retriedBase = retried?.ok === true ? (retried.results[0] as { kpis: Row; periods: Row[] } | undefined) : undefined;
        if (retried?.ok === true && retriedBase !== undefined && retriedBase.kpis.liquidityShortfallDate === retriedBase.periods.at(-1)?.end) {
          cashflow = tuned;
          outcome = retried;
          tunedCount += 1;
        }
      }
    }
    // Version 3 added the covenant tests to every result: their presence means the wrong engine was given.
    if (outcome.results.some((result) => 'covenantTests' in result)) throw new Error(`${enginePath} is not a version-2 engine: its results have covenantTests`);
    const results = outcome.results.map((result) => ({
      ...result,
      periods: columns(result.periods as Row[]),
      years: columns(result.years as Row[]),
    }));
    cases.push({ cashflow, results });
  }
  const fixture = { method: 2, commit: version2Commit, seed, generator: 'core/scripts/record-v2-answers.ts', cases };
  const zipped = gzipSync(JSON.stringify(fixture), { level: 9 });
  writeFileSync(outputPath, zipped);
  const scenarios = cases.reduce((sum, item) => sum + item.results.length, 0);
  process.stdout.write(
    `${cases.length} cashflows (${scenarios} scenario results; ${drawn} drawn, ${refused} refused by version 2, ${tunedCount} with a shortfall only at the end) → ${outputPath}, ${zipped.length} bytes\n`,
  );
}

await main();
