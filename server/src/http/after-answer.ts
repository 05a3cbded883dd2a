import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that follows an answer instead of delaying it (a password-reset mail: docs/security-lockout.md), started once
 * the handler has returned. Closing the app waits for what is still running, so that no mail is cut off and nothing
 * touches a closed database; a failure is logged, since nobody is left to answer.
 */
export function afterAnswerQueue(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<void>): void {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'work after an answer failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async settle(): Promise<void> {
      await Promise.all([...running]);
    },
  };
}
