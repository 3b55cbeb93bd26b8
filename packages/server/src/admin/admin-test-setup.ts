import type { Database } from '../db/client.ts';
import { runAdminCommand } from './commands.ts';

/** Runs an admin command as the CLI runs it, collecting its output lines and its error text. */
export async function runAdminForTest(db: Database, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(db, args, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out, err: err.join('\n') };
}
