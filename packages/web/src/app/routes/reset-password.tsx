import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { useLinkToken } from '../use-link-token.ts';

// Open to visitors (the link comes by mail); success signs this browser in.
export function Component() {
  return <ResetPasswordScreen token={useLinkToken(paths.resetPassword.href)} />;
}
