import { useEffect, useRef, useState } from 'react';
import { MonteCarloRunner, type MonteCarloRunState } from './monte-carlo-runner';
import type { MonteCarloRequest } from './worker-messages';

/** Monte Carlo runs in a fresh web worker each (monte-carlo-runner.ts); the worker at work ends with the screen. */
export function useMonteCarloRun(): { state: MonteCarloRunState; run: (request: MonteCarloRequest) => void; cancel: () => void } {
  const [state, setState] = useState<MonteCarloRunState>({ status: 'idle' });
  const runner = useRef<MonteCarloRunner | null>(null);

  useEffect(() => {
    const created = new MonteCarloRunner(
      () => new Worker(new URL('./monte-carlo.worker.ts', import.meta.url), { type: 'module', name: 'monte-carlo' }),
      setState,
    );
    runner.current = created;
    return () => {
      created.close();
      runner.current = null;
    };
  }, []);

  return {
    state,
    run: (request) => runner.current?.run(request),
    cancel: () => runner.current?.cancel(),
  };
}
