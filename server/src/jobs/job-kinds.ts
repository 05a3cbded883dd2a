/** The paths [firstPath, endPath) of one chunk. */
export type PathRange = { firstPath: number; endPath: number };

/**
 * What a kind of simulation computes, as pure functions (from core): the server only stores and schedules. Chunks may
 * run on any worker and in any order; summarize receives their outputs in chunk order, so the result depends only on
 * the input, the parameters and the paths, never on who computed what.
 */
export type JobKind<Prepared = unknown, Output = unknown, Result = unknown> = {
  /** Paths per chunk: one chunk is one pg-boss job and one stored row. */
  chunkSize: number;
  prepare: (input: unknown, parameters: unknown) => Prepared;
  /** Plain JSON: it is stored as jsonb and read back for the summary. */
  runChunk: (prepared: Prepared, range: PathRange) => Output;
  /** Plain JSON, stored as the run's result. */
  summarize: (prepared: Prepared, outputs: Output[]) => Result;
};

/** Keeps a kind's types checked where it is written; the registry holds it untyped. */
export function defineJobKind<Prepared, Output, Result>(kind: JobKind<Prepared, Output, Result>): JobKind<Prepared, Output, Result> {
  return kind;
}

/**
 * kind name → the module that exports it as `jobKind`. A module rather than the functions themselves, because chunks
 * run in worker threads (jobs/chunk-thread.ts), which load the kind on their own.
 */
const jobKinds = new Map<string, string>();

/** Registers a kind; every process that starts or works runs of it registers it the same way. */
export function registerJobKind(name: string, module: URL): void {
  const known = jobKinds.get(name);
  if (known !== undefined && known !== module.href) throw new Error(`job kind ${name} is already registered from ${known}`);
  jobKinds.set(name, module.href);
}

/** The module of a registered kind; a run of an unknown kind cannot be started or worked. */
export function jobKindModule(name: string): string {
  const module = jobKinds.get(name);
  if (module === undefined) throw new Error(`job kind ${name} is not registered in this process`);
  return module;
}

/** Loads a kind's functions from its module (cached by the module system). */
export async function loadJobKind(module: string): Promise<JobKind> {
  const loaded = (await import(module)) as { jobKind?: JobKind };
  if (loaded.jobKind === undefined) throw new Error(`${module} exports no jobKind`);
  return loaded.jobKind;
}
