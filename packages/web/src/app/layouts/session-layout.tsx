import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { SignedInShell } from './signed-in-shell.tsx';

/**
 * The signed-in shell around every screen, kept mounted while the user moves between them.
 * Visitors get no shell: their pages bring their own frame (landing page, no-auth layout).
 */
export function SessionLayout() {
  const user = useCurrentUser();
  if (!user) return <Outlet />;
  return (
    <SignedInShell user={user}>
      <Outlet />
    </SignedInShell>
  );
}
