// PostgreSQL error codes we act on. Drizzle wraps driver errors (DrizzleQueryError), so the
// code may sit on the error itself or on its cause; both drivers use the same SQLSTATE codes.
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
  }
  return false;
}
