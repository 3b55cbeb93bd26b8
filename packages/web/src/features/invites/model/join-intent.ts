// "A join is in progress in this tab" has one owner: this note (docs/decisions/033-the-join-after-signing-in.md).
// It is written when the user asks to join: a visitor pressing Log In or Sign Up on a join screen
// (the page reloads after signing in, and the join continues from the note, never from the URL: a
// link must not make a signed-in user join, docs/decisions/012-invite-expiry-and-removal.md), or
// anyone pressing Join. It lasts until that join has ended (the group opened, the join failed, or
// the user left the screen), so a reload in between continues the join instead of finding the
// user "already a member" by their own join. It is for this tab only (sessionStorage: another
// tab has its own), for one code, and short-lived.

const KEY = 'turnout.joinIntent';
/** Long enough to sign up and come back; short enough that a later visit does not join. */
export const JOIN_INTENT_TTL_MS = 10 * 60 * 1000;

export interface JoinIntent {
  /** The join's write has gone out: a membership found after this is the join's own. */
  written: boolean;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked; the user then presses Join after signing in.
    return undefined;
  }
}

/** Notes that this tab is joining through this code (`written` once the join's write goes out). */
export function rememberJoinIntent(code: string, { written = false } = {}, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ code, at: now, written }));
  } catch {
    // A full or blocked storage: as if there were none.
  }
}

/**
 * The join this tab asked for through this code and has not finished, if any; that note stays.
 * A note for another code, or an old one, is dropped: it must not join later by surprise.
 */
export function joinIntentFor(code: string, now = Date.now()): JoinIntent | undefined {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || raw == null) return undefined;
  const intent = parse(raw);
  const fresh =
    intent?.code === code &&
    typeof intent.at === 'number' &&
    now - intent.at >= 0 &&
    now - intent.at < JOIN_INTENT_TTL_MS;
  if (!fresh) {
    store.removeItem(KEY);
    return undefined;
  }
  return { written: intent.written === true };
}

function parse(raw: string): { code?: unknown; at?: unknown; written?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The join has ended (or the user left it): nothing continues it any more. */
export function forgetJoinIntent(): void {
  storage()?.removeItem(KEY);
}
