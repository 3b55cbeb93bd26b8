import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum recommended cost:
// 19 MiB of memory, 2 passes, 1 lane. Costs are stored in each hash, so raising them later
// only affects new hashes and old ones keep verifying.
const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password === '') return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a data problem, not a reason to let the caller in.
    return false;
  }
}
