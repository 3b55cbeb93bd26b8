import { parseInviteCode, type Invite } from '@turnout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import text from '../../../components/ui/text.module.css';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useIsMember } from '../api/get-membership.ts';
import { useInvitePreview } from '../api/get-invite-preview.ts';
import { rememberJoinIntent } from '../model/join-intent.ts';
import { InvitePreviewCard } from './invite-preview-card.tsx';
import { useJoin } from '../hooks/use-join.ts';
import { JoinAction } from './join-action.tsx';
import styles from './invites.module.css';

interface InviteJoinProps {
  inviteCode: string;
  authActions: ReactNode;
}

/** /join/:inviteCode: the group behind the invite and the way into it. */
export function InviteJoin({ inviteCode, authActions }: InviteJoinProps) {
  // Codes are capitals and digits; a hand-typed link in lower case still works.
  const code = parseInviteCode(inviteCode);
  return code ? <InvitePreview code={code} authActions={authActions} /> : <InviteNotFound />;
}

function InvitePreview({ code, authActions }: { code: string; authActions: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data, error, isFetching, refetch } = useInvitePreview(code);

  if (!data) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <InviteNotFound />;
    }
    if (error) {
      return (
        <LoadError
          message={t('join.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return (
      <div role="status" className={styles.loading}>
        <Spinner label={t('join.loading')} />
      </div>
    );
  }
  return (
    <InvitePreviewCard invite={data.invite}>
      {user ? (
        <SignedInJoin code={code} invite={data.invite} />
      ) : (
        <>
          <p className={`${text.body1} ${text.secondary}`}>{t('join.signInToJoin')}</p>
          {/* Pressing Log In or Sign Up here is asking to join: noted for after the reload. */}
          <div
            className={styles.authActions}
            onClickCapture={(event) => {
              if ((event.target as Element).closest('button')) rememberJoinIntent(code);
            }}
          >
            {authActions}
          </div>
        </>
      )}
    </InvitePreviewCard>
  );
}

/**
 * A signed-in user: Join, or "already a member" for someone who was one before this screen
 * opened. A join this tab asked for, or started here, owns the screen until the group opens, so
 * the membership it writes is never taken for an old one (use-join.ts).
 */
function SignedInJoin({ code, invite }: { code: string; invite: Invite }) {
  const { t } = useTranslation();
  const join = useJoin(code, invite.groupName);
  const isMember = useIsMember(invite.groupId, !join.owns);
  if (join.owns) return <JoinAction join={join} />;
  if (isMember === undefined) {
    return <Spinner label={t('join.loading')} className={styles.spinner} />;
  }
  return isMember ? <AlreadyMember invite={invite} /> : <JoinAction join={join} />;
}

/** A member opening their group's link: told so, and one tap from the group. */
function AlreadyMember({ invite }: { invite: Invite }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="info">{t('join.alreadyMember', { group: invite.groupName })}</Alert>
      <Button variant="contained" size="large" to={paths.group.href(invite.groupId)} replace>
        {t('join.openGroup')}
      </Button>
    </>
  );
}

/** invite-not-found (docs/product.md#join-errors): the code leads nowhere (mistyped, or revoked). */
function InviteNotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.column}>
      <Alert severity="error">{t('joinErrors.invite-not-found')}</Alert>
      <div className={styles.otherCode}>
        <Button to={paths.join.href()}>{t('join.otherCode')}</Button>
      </div>
    </div>
  );
}
