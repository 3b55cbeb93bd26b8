import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its children (typically a lazily loaded dialog) the first time `open` is true, and
 * keeps them mounted afterwards so closing still animates. Until then their code is not even
 * downloaded: dialogs stay out of the JavaScript the first screen needs.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
