import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { LandingPage } from '../routes/landing.tsx';

/**
 * Routes only a signed-in user may see. A visitor gets the landing page in their place, on the
 * same URL, so the reload after log-in lands where they wanted to go (an invite link, say).
 */
export function RequireUser() {
  return useCurrentUser() ? <Outlet /> : <LandingPage />;
}
