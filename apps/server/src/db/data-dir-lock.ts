import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// One process per embedded data directory: two PGlite instances on one directory would each
// keep their own copy in memory and overwrite each other's files (docs/operations.md). The lock
// is taken before the database is opened; a lock left by a process that no longer exists is
// taken over.

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
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

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes `<dataDir>/jokerwise.lock` or throws DataDirLockedError with a one-line reason. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'jokerwise.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(file)) {
      return { release: () => rmSync(file, { force: true }) };
    }
    const holder = readHolder(file);
    if (holder !== null && holder !== process.pid && isRunning(holder)) {
      throw new DataDirLockedError(
        `Another Jokerwise process (pid ${holder}) is using the embedded database in ${dataDir}: stop it, or set DATA_DIR to another directory.`,
      );
    }
    // Left behind by a process that crashed: take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock file ${file}: another process holds it.`);
}
