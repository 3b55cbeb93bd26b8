import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { parseInviteCode, type Invite } from '@turnout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useIsMember } from '../api/get-membership.ts';
import { useInvitePreview } from '../api/get-invite-preview.ts';
import { rememberJoinIntent } from '../join-intent.ts';
import { InvitePreviewCard } from './invite-preview-card.tsx';
import { JoinAction } from './join-action.tsx';

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
  const isMember = useIsMember(data?.invite.groupId ?? '', Boolean(user && data));

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
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('join.loading')} />
      </Box>
    );
  }
  return (
    <InvitePreviewCard invite={data.invite}>
      {user ? (
        isMember === undefined ? (
          <CircularProgress aria-label={t('join.loading')} sx={{ mx: 'auto' }} />
        ) : isMember ? (
          <AlreadyMember invite={data.invite} />
        ) : (
          <JoinAction code={code} invite={data.invite} />
        )
      ) : (
        <>
          <Typography color="text.secondary">{t('join.signInToJoin')}</Typography>
          {/* Pressing Log In or Sign Up here is asking to join: noted for after the reload. */}
          <Box
            sx={{ maxWidth: 280, width: '100%', mx: 'auto' }}
            onClickCapture={(event) => {
              if ((event.target as Element).closest('button')) rememberJoinIntent(code);
            }}
          >
            {authActions}
          </Box>
        </>
      )}
    </InvitePreviewCard>
  );
}

/** A member opening their group's link: told so, and one tap from the group. */
function AlreadyMember({ invite }: { invite: Invite }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="info">{t('join.alreadyMember', { group: invite.groupName })}</Alert>
      <Button
        variant="contained"
        size="large"
        component={Link}
        to={paths.group.href(invite.groupId)}
        replace
      >
        {t('join.openGroup')}
      </Button>
    </>
  );
}

/** SPEC §8 invite-not-found: the code leads nowhere (mistyped, or the link was revoked). */
function InviteNotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <Alert severity="error">{t('joinErrors.invite-not-found')}</Alert>
      <Button component={Link} to={paths.join.href()} sx={{ mt: 2 }}>
        {t('join.otherCode')}
      </Button>
    </Box>
  );
}
