// The server a browser bench measures against: the built app on a fresh in-memory database, in a process group of its
// own (npx → sh → tsx → node), so that ending the group ends every one of them — also when the bench fails or is
// interrupted. Chromium's options are the project's (support/chromium.ts, as the browser tests').
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export { chromiumOptions } from '../support/chromium';

/** A port for the server: BENCH_PORT, or one the system has free. */
async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT !== undefined) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type BenchServer = { base: string; stop: () => Promise<void> };

/**
 * Starts the server and waits until it answers its health check; `stop` ends its whole process group and waits for it.
 * With `administrator`, the server runs on a fresh database folder that `create-admin` first gives that administrator
 * (one process at a time may hold it), and the per-address limits are lifted for the bench's own calls.
 */
export async function startBenchServer(options: { administrator?: { email: string; password: string } } = {}): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { administrator } = options;
  const command = administrator === undefined ? 'npx tsx src/main.ts' : `npx tsx src/cli/create-admin.ts --email ${administrator.email} && npx tsx src/main.ts`;
  const server = spawn('sh', ['-c', command], {
    cwd: fileURLToPath(new URL('../../server', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: administrator === undefined ? 'memory://' : mkdtempSync(join(tmpdir(), 'keelson-bench-')),
      NODE_ENV: 'test',
      ...(administrator === undefined ? {} : { ADMIN_PASSWORD: administrator.password, RATE_LIMIT_PER_MINUTE: '0', MAX_RECORDS_PER_USER: '100000' }),
    },
    stdio: 'ignore',
    detached: true,
  });
  const { pid } = server;
  if (pid === undefined) throw new Error('the server did not start');

  const stop = async () => {
    if (!groupAlive(pid)) return;
    process.kill(-pid, 'SIGTERM');
    for (let waited = 0; groupAlive(pid); waited += 100) {
      if (waited >= 5000) process.kill(-pid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // Last resort when the bench itself fails (an unhandled rejection ends the process without its finally blocks).
  process.once('exit', () => {
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  });
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void stop().finally(() => process.exit(143)));

  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) break;
    if (attempt > 120) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, stop };
}

/** The machine's load average (1, 5 and 15 minutes), for the bench's header: the machine is shared. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

export type BenchFigure = {
  label: string;
  value: number;
  unit: 'ms' | 'kB' | 'req/s' | 'score' | '×';
  /** The budget in words ("≤ 16 ms"), or null for a figure printed as information. */
  budget: string | null;
  ok: boolean;
  /** What the ratio compares with, and the ratio; null when the figure has no baseline. */
  baseline: string | null;
  ratio: number | null;
};

/** One figure as a human line and as the orchestrator's machine line (scripts/bench.mjs). */
export function reportFigure({ label, value, unit, budget, ok, baseline, ratio }: BenchFigure): void {
  const ratioText = ratio === null || baseline === null ? '' : `; ${ratio.toFixed(2)}× ${baseline}`;
  console.log(`${label.padEnd(76)} ${value.toFixed(1).padStart(8)} ${unit}  (budget ${budget ?? 'none, information'}${ratioText})`);
  const machine = {
    figure: label,
    value: Number(value.toFixed(3)),
    unit,
    budget: budget ?? 'information',
    ok,
    baseline,
    ratio: ratio === null ? null : Number(ratio.toFixed(3)),
  };
  console.log(`@bench ${JSON.stringify(machine)}`);
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
export const median = (values: readonly number[]) => sorted(values)[Math.floor(values.length / 2)] ?? Number.NaN;
/** The nearest-rank percentile (share 0.95 for p95). */
export const percentile = (values: readonly number[], share: number) => sorted(values)[Math.max(0, Math.ceil(share * values.length) - 1)] ?? Number.NaN;
