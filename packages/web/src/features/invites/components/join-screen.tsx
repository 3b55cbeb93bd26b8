import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { InviteJoin } from './invite-join.tsx';
import { JoinCodeForm } from './join-code-form.tsx';

interface JoinScreenProps {
  /** Log In and Sign Up for a visitor (the auth feature's, composed by the route). */
  authActions: ReactNode;
}

/** /join/:inviteCode and /join (docs/product.md#join-screen: the same screen). Visitors may open it too. */
export function JoinScreen({ authActions }: JoinScreenProps) {
  const { inviteCode } = useParams();
  return (
    <Page>
      {inviteCode === undefined ? (
        <JoinCodeForm />
      ) : (
        <InviteJoin key={inviteCode} inviteCode={inviteCode} authActions={authActions} />
      )}
    </Page>
  );
}
