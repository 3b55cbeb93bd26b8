import { useParams } from 'react-router';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen.tsx';

// Open to visitors (the link comes by mail); success signs this browser in.
export function Component() {
  return <ResetPasswordScreen token={useParams().token ?? ''} />;
}
