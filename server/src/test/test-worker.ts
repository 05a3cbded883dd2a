import { runWorker } from '../jobs/worker-process';
import { registerTestJobKinds } from './monte-carlo-job-kind';

/** `npm run worker` with the tests' job kinds registered, for the worker-process test of server/src/jobs. */
registerTestJobKinds();
runWorker(process.env).catch((error: unknown) => {
  console.error('The test worker could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
