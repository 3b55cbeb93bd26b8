import type { Database } from '../db/client.ts';
import { setAccountDisabled } from '../features/accounts/mutations.ts';

// The admin commands, apart from process concerns so tests run them on a test database.

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  disable <email>   Disable the account: it can no longer log in, and its sessions end at once.
  enable <email>    Enable a disabled account again.`;

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs one command; returns the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runAdminCommand(
  db: Database,
  args: readonly string[],
  out: CommandOutput,
): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'disable' && command !== 'enable') || !email || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  const disable = command === 'disable';
  const user = await setAccountDisabled(db, email, disable);
  if (!user) {
    out.error(`No account with the address ${email}.`);
    return 1;
  }
  out.log(
    disable
      ? `Disabled ${user.email} (${user.displayName}). Their sessions have ended.`
      : `Enabled ${user.email} (${user.displayName}). They can log in again.`,
  );
  return 0;
}
