import { useParams } from 'react-router';
import { ConfirmEmailScreen } from '../../features/profile/components/confirm-email-screen.tsx';

// Open to visitors: the link may be opened in a browser that is not signed in.
export function Component() {
  return <ConfirmEmailScreen token={useParams().token ?? ''} />;
}
