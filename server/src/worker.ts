import { runWorker } from './jobs/worker-process';

runWorker(process.env).catch((error: unknown) => {
  console.error('The Keelson worker could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
