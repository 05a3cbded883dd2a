import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** The message when another process holds the embedded database (two processes on one PGlite lose data). */
export function dataDirInUseMessage(dataDir: string, pid: number): string {
  return (
    `The embedded database in ${dataDir} is in use by another Keelson process (pid ${pid}). ` +
    'Only one process may open it at a time: stop the server first (for npm run create-admin), ' +
    "or make the change on the administrators' page (/app/admin/users)."
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Takes the embedded database's directory for this process alone: a lock file holding the process id, created
 * exclusively. A lock left by a process that no longer runs is taken over. The result releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, 'keelson.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return async () => {
        const holder = await readFile(path, 'utf8').catch(() => '');
        if (holder === String(process.pid)) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const pid = Number(await readFile(path, 'utf8').catch(() => ''));
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new Error(dataDirInUseMessage(dataDir, pid), { cause: error });
      await unlink(path).catch(() => undefined);
    }
  }
  throw new Error(`The lock file ${path} could not be taken`);
}
