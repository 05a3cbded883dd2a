// `npm run bench` (first load): Lighthouse 12 in Debian's Chromium against the built app, the default (mobile) setting —
// a mid-range phone's screen, 4× slower CPU and a slow 4G network, simulated — for a new visitor (Lighthouse empties the
// origin's storage before each run: no session, no draft, no service worker). Pages: the index page and the cashflow
// page. Figures: the performance and accessibility scores (budgets ≥ 95 and 100) with FCP, LCP, TBT and CLS, and the
// JavaScript the index page loads: the transferred (compressed) bytes of its script requests and their gzip size (budget
// ≤ 150 kB), as a share of all the app's JavaScript of the same build. Each page is measured LIGHTHOUSE_RUNS times
// (default 3); the run with the median performance score is reported. LIGHTHOUSE_REPORT_DIR keeps each run's report.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumOptions, loadAverage, reportFigure, startBenchServer } from './bench-server';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const pages = [
  { path: '/', name: 'index page' },
  { path: '/app/cashflow', name: 'cashflow page' },
] as const;
const budgets = { performance: 95, accessibility: 100, landingScriptKilobytes: 150 };
const distAssets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

const kilobytes = (bytes: number) => bytes / 1000;
const gzipSize = (content: Uint8Array) => gzipSync(content, { level: 9 }).length;

/** A metric of a report in its unit (milliseconds, or the layout shift's own), NaN when Lighthouse could not measure it. */
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: Result, category: 'performance' | 'accessibility') => Math.round((lhr.categories[category]?.score ?? 0) * 100);

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; sessionTargetType?: string };

/** The page's own script requests of a report (none of a worker or the service worker). */
function scriptRequests(lhr: Result): NetworkRequest[] {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script' && (item.sessionTargetType ?? 'page') === 'page');
}

/** The accessibility audits a report failed, by id, with the elements they name. */
function accessibilityFailures(lhr: Result): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => {
      const items = (audit?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      return `${audit?.id ?? '?'}: ${items.map((item) => item.node?.snippet ?? '').join(' ')}`.slice(0, 400);
    });
}

/**
 * One Lighthouse run. On a busy machine Chromium's trace sometimes misses the navigation's start (NO_NAVSTART) and the
 * like: such a run is no measurement, and is run again (three times at most).
 */
async function measure(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure === undefined) return result.lhr;
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
    console.log(`  (run again: ${failure.code})`);
  }
}

const server = await startBenchServer();
let chrome: LaunchedChrome | undefined;
try {
  chrome = await launch({ chromePath: chromiumOptions.executablePath, chromeFlags: [...chromiumOptions.args, '--headless=new'] });
  const version = (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((response) => response.json())) as { Browser?: string };
  console.log(
    `Keelson first-load bench — Lighthouse 12, ${version.Browser ?? 'Chromium'}, mobile (simulated: 4× CPU, 150 ms RTT, 1.6 Mbit/s), new visitor, ${runs} runs a page, median reported; load average ${loadAverage()}`,
  );

  const reports = new Map<string, Result>();
  for (const { path, name } of pages) {
    const measured: Result[] = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await measure(`${server.base}${path}`, chrome.port);
      measured.push(lhr);
      if (reportDir !== undefined) writeFileSync(join(reportDir, `lighthouse-${name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const byScore = [...measured].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = byScore[Math.floor(byScore.length / 2)];
    if (lhr === undefined) throw new Error('no run');
    reports.set(path, lhr);

    console.log(
      `${name} (${path}): performance ${measured.map((each) => score(each, 'performance')).join(', ')}; FCP ${metric(lhr, 'first-contentful-paint').toFixed(0)} ms, LCP ${metric(lhr, 'largest-contentful-paint').toFixed(0)} ms, TBT ${metric(lhr, 'total-blocking-time').toFixed(0)} ms, CLS ${metric(lhr, 'cumulative-layout-shift').toFixed(3)}, Speed Index ${metric(lhr, 'speed-index').toFixed(0)} ms`,
    );
    const performance = score(lhr, 'performance');
    reportFigure({
      label: `Lighthouse performance, ${name} (mobile, median of ${runs})`,
      value: performance,
      unit: 'score',
      budget: `≥ ${budgets.performance}`,
      ok: performance >= budgets.performance,
      baseline: null,
      ratio: null,
    });
    for (const [id, label] of [
      ['first-contentful-paint', 'first contentful paint'],
      ['largest-contentful-paint', 'largest contentful paint'],
      ['total-blocking-time', 'total blocking time'],
    ] as const) {
      reportFigure({ label: `${label}, ${name}`, value: metric(lhr, id), unit: 'ms', budget: null, ok: true, baseline: null, ratio: null });
    }
    const accessibility = score(lhr, 'accessibility');
    reportFigure({
      label: `Lighthouse accessibility, ${name}`,
      value: accessibility,
      unit: 'score',
      budget: `= ${budgets.accessibility}`,
      ok: accessibility >= budgets.accessibility,
      baseline: null,
      ratio: null,
    });
    for (const failure of accessibilityFailures(lhr)) console.log(`  accessibility audit failed: ${failure}`);
  }

  // The index page's JavaScript: each script request's bytes on the wire, and the gzip size of what it holds.
  const landing = reports.get('/');
  if (landing === undefined) throw new Error('no report of the index page');
  const scripts = scriptRequests(landing);
  let transferred = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const response = await fetch(script.url, { headers: { 'accept-encoding': 'identity' } });
    const content = new Uint8Array(await response.arrayBuffer());
    transferred += script.transferSize ?? 0;
    gzipped += gzipSize(content);
    console.log(
      `  script ${new URL(script.url).pathname}: ${kilobytes(content.length).toFixed(1)} kB, ${kilobytes(script.transferSize ?? 0).toFixed(1)} kB transferred`,
    );
  }
  const allScripts = readdirSync(distAssets).filter((file) => file.endsWith('.js'));
  const appGzip = allScripts.reduce((sum, file) => sum + gzipSize(readFileSync(join(distAssets, file))), 0);
  const baseline = `all the app's JavaScript, gzip (${kilobytes(appGzip).toFixed(0)} kB in ${allScripts.length} files)`;
  reportFigure({
    label: `JavaScript the index page loads, gzip (${scripts.length} files)`,
    value: kilobytes(gzipped),
    unit: 'kB',
    budget: `≤ ${budgets.landingScriptKilobytes} kB`,
    ok: kilobytes(gzipped) <= budgets.landingScriptKilobytes,
    baseline,
    ratio: gzipped / appGzip,
  });
  reportFigure({
    label: 'JavaScript the index page loads, transferred (brotli on the wire)',
    value: kilobytes(transferred),
    unit: 'kB',
    budget: `≤ ${budgets.landingScriptKilobytes} kB`,
    ok: kilobytes(transferred) <= budgets.landingScriptKilobytes && transferred < gzipped,
    baseline,
    ratio: transferred / appGzip,
  });
} finally {
  chrome?.kill();
  await server.stop();
}
