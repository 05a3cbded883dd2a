import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { jobQueueSettings, openJobQueue } from './job-queue';
import { registerKnownJobKinds } from './known-kinds';

/**
 * A process that only works simulation chunks (npm run worker): any number of them, on any number of machines,
 * share one PostgreSQL's jobs. SIGTERM or SIGINT lets the chunks in hand finish, then it exits.
 */
export async function runWorker(env: NodeJS.ProcessEnv): Promise<void> {
  registerKnownJobKinds();
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.databaseUrl === undefined) {
    // The embedded database belongs to the one server process, which works its jobs itself.
    console.error('npm run worker needs DATABASE_URL: on the embedded database the server works the jobs itself');
    process.exit(1);
  }
  const database = await openDatabase({
    ...config,
    onConnectionError: (error) => console.warn('a database connection broke; the pool replaces it:', error.message),
  });
  const jobs = await openJobQueue({ databaseUrl: config.databaseUrl, pglite: null, settings: jobQueueSettings(config) });
  await jobs.work(database.db, {
    concurrency: config.workerConcurrency,
    onError: (error) => console.warn('the job queue reported an error:', error instanceof Error ? error.message : error),
  });
  process.stdout.write(`Keelson worker ${process.pid} is working simulation jobs, ${config.workerConcurrency} at a time\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stdout.write(`${signal} received, finishing the chunks in hand\n`);
      void jobs
        .stop()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
}
