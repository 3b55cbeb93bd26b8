// A visitor who pressed Log In or Sign Up on a join screen asked to join that group; the page
// reloads after signing in, and the join continues from this note, never from the URL (a link
// must not make a signed-in user join: docs/decisions/012-invite-expiry-and-removal.md). The note
// is for this tab only (sessionStorage), for one code, short-lived, and read once.

const KEY = 'turnout.joinIntent';
/** Long enough to sign up and come back; short enough that a later visit does not join. */
export const JOIN_INTENT_TTL_MS = 10 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked; the user then presses Join after signing in.
    return undefined;
  }
}

/** Remembers that the user asked to join through this code. */
export function rememberJoinIntent(code: string, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ code, at: now }));
}

/** Whether the user asked to join through this code a moment ago; forgets the note either way. */
export function takeJoinIntent(code: string, now = Date.now()): boolean {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || raw == null) return false;
  store.removeItem(KEY);
  try {
    const intent = JSON.parse(raw) as { code?: unknown; at?: unknown };
    return (
      intent.code === code &&
      typeof intent.at === 'number' &&
      now - intent.at >= 0 &&
      now - intent.at < JOIN_INTENT_TTL_MS
    );
  } catch {
    return false;
  }
}
