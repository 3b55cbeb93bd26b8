import { useParams } from 'react-router';
import { AuthActions } from '../../features/auth/components/auth-actions.tsx';
import { JoinScreen } from '../../features/invites/components/join-screen.tsx';

// The join screen is open to visitors: they see the invite and log in or sign up right there
// (the auth feature's buttons and dialogs). Both reload the page on the same URL, and the join
// screen continues with the join from the note it kept when they pressed one of them.
export function Component() {
  // A sign-up from here carries the invite's code: with SIGN_UP=invite it is the only way in.
  const { inviteCode } = useParams();
  return <JoinScreen authActions={<AuthActions loading={false} inviteCode={inviteCode} />} />;
}
