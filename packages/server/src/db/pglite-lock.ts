import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite is PostgreSQL inside this process, with no postmaster to keep a second process out.
// Two processes on one data directory would corrupt it, so the directory is claimed with a
// lock file holding our pid. A lock left by a process that no longer runs is taken over.

export class DataDirLockedError extends Error {}

// Locks this process holds; a file with our own pid that is not in here is a leftover from an
// earlier life of a container, where the pid (often 1) repeats.
const held = new Set<string>();

export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'turnout.pid');
  if (held.has(file)) throw lockedError(dir, process.pid);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8'));
    if (isOtherLiveProcess(owner)) throw lockedError(dir, owner);
    writeFileSync(file, String(process.pid));
  }
  held.add(file);
  return () => {
    held.delete(file);
    rmSync(file, { force: true });
  };
}

function lockedError(dir: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `${dir} is in use by process ${pid} (a running Turnout server or admin command). ` +
      'The embedded database allows one process at a time: stop it first, ' +
      'or use a PostgreSQL server (DATABASE_URL).',
  );
}

function isOtherLiveProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
