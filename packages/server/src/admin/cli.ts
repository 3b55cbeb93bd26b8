import { ConfigError, parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runAdminCommand, USAGE } from './commands.ts';
import { schemaProblem } from './schema-check.ts';

// `npm run admin -- <command>` (see USAGE in commands.ts), on the database the server uses
// (same environment variables). With the embedded database the server must be stopped first.

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}

try {
  const config = parseConfig(process.env);
  const database = await openDatabase(config);
  try {
    // Only `migrate` changes the schema; every other command needs it as this version expects.
    if (args[0] === 'migrate') await database.migrate();
    const problem = args[0] === 'migrate' ? undefined : await schemaProblem(database.db);
    if (problem) {
      console.error(problem);
      process.exitCode = 1;
    } else {
      process.exitCode = await runAdminCommand(database.db, args, console, {
        publicUrl: config.publicUrl,
        locale: config.locale,
      });
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
