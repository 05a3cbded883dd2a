import { registerJobKind } from './job-kinds';

/** The portfolio stress test's kind name, as runs store it. */
export const portfolioStressKind = 'portfolio-stress';

/** Registers the kinds of simulation job Keelson runs; the server and every `npm run worker` process call it alike. */
export function registerKnownJobKinds(): void {
  registerJobKind(portfolioStressKind, new URL('../portfolios/stress-job-kind.ts', import.meta.url));
}
