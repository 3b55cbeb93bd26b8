import { ConfirmEmailScreen } from '../../features/account/components/confirm-email-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { useLinkToken } from '../use-link-token.ts';

// Open to visitors: the link may be opened in a browser that is not signed in.
export function Component() {
  return <ConfirmEmailScreen token={useLinkToken(paths.confirmEmail.href)} />;
}
