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

// The database is out of reach (stopped, restarting, unreachable), as opposed to a query that
// failed on its own: such a request may simply be tried again a moment later (answered 503).
// Class 08 is "connection exception"; 57P01–57P03 are an administrator's shutdown, a crash
// shutdown and "the database system is starting up / shutting down".
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or unobtainable connection with plain Errors and these messages.
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (NETWORK_CODES.has(code)) return true;
    }
    if (LOST_CONNECTION.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
