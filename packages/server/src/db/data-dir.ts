import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

// DATA_DIR holds the embedded database: password hashes, sessions, the Web Push private key. On a
// shared host nobody but the server's own user may read it (docs/deploy.md), whatever the umask
// the server was started with: directories 0700, files 0600.

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
/** The permission bits of group and others. */
const NOT_OWNER = 0o077;

/**
 * Makes DATA_DIR private before PGlite opens it: creates it 0700; from now on every directory
 * this process creates has no bits for group or others (the umask gains 077), so nobody else can
 * reach what is inside; the files, which PGlite sets to 0666 itself whatever the umask, are made
 * 0600, here and again when the database closes (privateFiles), as are those an earlier version
 * left open. Returns the warnings to log: a DATA_DIR that already existed open to others is left
 * as the operator made it, but said.
 */
export async function makeDataDirPrivate(dataDir: string, pgliteDir: string): Promise<string[]> {
  const created = await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  // mkdir's mode is narrowed by the umask, never widened; chmod sets it exactly.
  if (created !== undefined) await chmod(dataDir, PRIVATE_DIR);
  // A worker thread cannot change the process's umask; the sweep below still runs there.
  if (isMainThread) process.umask(process.umask() | NOT_OWNER);
  await mkdir(pgliteDir, { recursive: true, mode: PRIVATE_DIR });
  await makePrivate(pgliteDir);
  const mode = (await stat(dataDir)).mode & 0o777;
  if ((mode & NOT_OWNER) === 0) return [];
  return [
    `DATA_DIR ${dataDir} is open to other users (mode ${mode.toString(8)}): it holds password ` +
      `hashes and keys; run chmod 700 on it (docs/deploy.md).`,
  ];
}

/** The directory and everything under it: directories 0700, files 0600. */
export async function makePrivate(dir: string): Promise<void> {
  await chmod(dir, PRIVATE_DIR);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await makePrivate(full);
    else if (entry.isFile()) await chmod(full, PRIVATE_FILE);
  }
}
