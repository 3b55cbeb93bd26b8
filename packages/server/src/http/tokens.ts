import { createHash, randomBytes } from 'node:crypto';

// Session tokens are 256 random bits. Only their SHA-256 is stored, so reading the sessions
// table (a backup, a leaked dump) does not give anyone a working session. A plain hash is
// enough here, unlike passwords: the input is random, not guessable.

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
