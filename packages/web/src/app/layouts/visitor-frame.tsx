import { Outlet } from 'react-router';
import { NoAuthLayout } from '../../components/layouts/no-auth-layout.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/** Pages open to everyone (join, privacy, about, not found) get the no-auth frame for visitors. */
export function VisitorFrame() {
  if (useCurrentUser()) return <Outlet />;
  return (
    <NoAuthLayout>
      <Outlet />
    </NoAuthLayout>
  );
}
