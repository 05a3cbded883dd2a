import { jobKind as small } from './monte-carlo-job-kind';

/** The test Monte Carlo in chunks long enough that a worker can be killed while it computes one. */
export const jobKind = { ...small, chunkSize: 5000 };
