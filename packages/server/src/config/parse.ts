import { deriveConfig } from './derive.ts';
import { envSchema, settingsTogetherProblem } from './env-schema.ts';
import type { Config } from './types.ts';

// Every setting comes from the environment and is checked here, once, at start-up: a bad value
// stops the server with a message naming the variable instead of failing later at random.

export class ConfigError extends Error {}

/**
 * Builds the configuration from an environment object (process.env, or a literal in tests).
 * Empty values count as unset, so `DATABASE_URL=` in a .env file means "use the default".
 * Throws ConfigError listing every bad variable.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1]?.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    // The variable's name and what is expected, never its value: DATABASE_URL holds a
    // password, and start-up errors end up in logs.
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const together = settingsTogetherProblem(result.data);
  if (together) throw new ConfigError(`Invalid environment:\n  ${together}`);
  return deriveConfig(result.data);
}
