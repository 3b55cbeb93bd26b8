import type { Database } from '../db/client.ts';
import { setAccountDisabled } from '../features/auth/mutations.ts';
import { createPasswordResetLink, type MailContext } from '../features/account/mutations.ts';
import { deleteUser, listGroups, listUsers } from './directory.ts';
import { exportDatabase, ExportError } from './export-data.ts';
import { importDatabase, ImportRefusedError } from './import-data.ts';
import { describeCounts, readSchemaVersion } from './transfer-format.ts';

// The admin commands, apart from process concerns so tests run them on a test database.

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  migrate           Apply the database migrations and nothing else (the server does this at
                    start; run it once before starting several servers, and before the other
                    commands on a database an older Turnout wrote).
  list-users        Every account: address, sign-up day, active or disabled, groups, name.
  list-groups       Every group: id, creation day, members, owner's address, name.
  delete-user <email> [--delete-owned-groups]
                    Erase the account as its own deletion in the app does. When it owns
                    groups, nothing happens unless --delete-owned-groups deletes them with it.
  disable <email>   Disable the account: it can no longer log in; its sessions, open links
                    (password reset, e-mail change) and feed links end at once.
  enable <email>    Enable a disabled account again (the member makes new feed links).
  reset-link <email>
                    Print a password-reset link for the account (valid for one hour, once),
                    for a member who cannot receive mail. Uses PUBLIC_URL.
  export <file>     Write every row of the database (accounts, sessions, groups, attendance,
                    notifications, push records, settings) to a new file. The file holds
                    password and session hashes: keep it as safe as the database.
  import <file>     Load an export into an empty database, in one transaction. Sessions come
                    along, so people stay logged in. Use the same Turnout version for both.

The commands use the database the server is configured with (DATABASE_URL, else the embedded
database in DATA_DIR). The embedded database allows one process at a time: stop the server
first.`;

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs one command; returns the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runAdminCommand(
  db: Database,
  args: readonly string[],
  out: CommandOutput,
  context: MailContext = { publicUrl: 'http://localhost:3000', locale: 'en' },
): Promise<number> {
  const [command, argument, ...rest] = args;
  if ((command === 'list-users' || command === 'list-groups') && argument === undefined) {
    return command === 'list-users' ? listUsers(db, out) : listGroups(db, out);
  }
  if (command === 'delete-user' && argument && rest.every((a) => a === '--delete-owned-groups')) {
    return deleteUser(db, argument, { deleteOwnedGroups: rest.length > 0 }, out);
  }
  if (command === 'migrate' && argument === undefined) {
    // The CLI migrated before running the command; this only reports where the database is.
    const { migrations } = await readSchemaVersion(db);
    out.log(`The database is up to date (${migrations} migrations applied).`);
    return 0;
  }
  if (!argument || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  switch (command) {
    case 'disable':
    case 'enable':
      return setDisabled(db, argument, command === 'disable', out);
    case 'reset-link': {
      const reset = await createPasswordResetLink(db, argument, context);
      if (!reset) {
        out.error(`No enabled account with the address ${argument}.`);
        return 1;
      }
      out.log(`Password-reset link for ${reset.user.email} (valid for one hour, once):`);
      out.log(reset.link);
      return 0;
    }
    case 'export':
      return transfer(out, async () => {
        const counts = await exportDatabase(db, argument);
        return `Exported ${describeCounts(counts)} to ${argument}.`;
      });
    case 'import':
      return transfer(out, async () => {
        const counts = await importDatabase(db, argument);
        return `Imported ${describeCounts(counts)} from ${argument}.`;
      });
    default:
      out.error(USAGE);
      return 2;
  }
}

async function setDisabled(
  db: Database,
  email: string,
  disable: boolean,
  out: CommandOutput,
): Promise<number> {
  const user = await setAccountDisabled(db, email, disable);
  if (!user) {
    out.error(`No account with the address ${email}.`);
    return 1;
  }
  out.log(
    disable
      ? `Disabled ${user.email} (${user.displayName}). Their sessions, links and feed links have ended.`
      : `Enabled ${user.email} (${user.displayName}). They can log in again.`,
  );
  return 0;
}

async function transfer(out: CommandOutput, run: () => Promise<string>): Promise<number> {
  try {
    out.log(await run());
    return 0;
  } catch (error) {
    if (!(error instanceof ExportError || error instanceof ImportRefusedError)) throw error;
    out.error(error.message);
    return 1;
  }
}
