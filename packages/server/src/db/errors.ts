// PostgreSQL error codes we act on. Drizzle wraps driver errors (DrizzleQueryError), so the
// code may sit on the error itself or on its cause; both drivers use the same SQLSTATE codes.
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
// A transaction that lost a race and may simply be run again.
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

function sqlState(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint };
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return (
    state?.code === UNIQUE_VIOLATION &&
    (constraint === undefined || state.constraint === constraint)
  );
}

export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return (
    state?.code === FOREIGN_KEY_VIOLATION &&
    (constraint === undefined || state.constraint === constraint)
  );
}

export function isRetryableConflict(error: unknown): boolean {
  const code = sqlState(error)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}
