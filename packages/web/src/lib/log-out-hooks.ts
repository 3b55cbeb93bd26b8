// Work that must finish before the session ends (docs/product.md#log-out: the push token record is marked
// signed out first, then the user is signed out). The feature that owns the work registers it
// here; the auth feature runs it, so neither imports the other.

export type BeforeLogOut = () => Promise<void>;

const hooks = new Set<BeforeLogOut>();

/** Runs `hook` before every log-out until the returned function removes it. */
export function registerBeforeLogOut(hook: BeforeLogOut): () => void {
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

/** Runs the registered hooks, one after another; a failure rejects and stops the log-out. */
export async function runBeforeLogOut(): Promise<void> {
  for (const hook of [...hooks]) await hook();
}
