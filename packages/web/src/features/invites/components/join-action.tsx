import type { Invite } from '@turnout/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useJoinGroup } from '../api/join-group.ts';
import { takeJoinIntent } from '../join-intent.ts';
import { JoinError } from '../join-polling.ts';

interface JoinActionProps {
  code: string;
  invite: Invite;
}

/** The Join button of a signed-in user, and what went wrong if joining failed. */
export function JoinAction({ code, invite }: JoinActionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const join = useJoinGroup();
  const { mutate } = join;

  const start = useCallback(() => {
    mutate(code, {
      onSuccess: (groupId) => {
        showSnackbar(t('join.joined', { group: invite.groupName }), { severity: 'success' });
        // The join screen has done its work: Back from the group should not lead here again.
        void navigate(paths.group.href(groupId), { replace: true });
      },
    });
  }, [mutate, code, invite.groupName, navigate, showSnackbar, t]);

  // A visitor who pressed Log In or Sign Up on this screen asked to join: after the reload the
  // join continues by itself. Only from the note this tab kept when they pressed it
  // (join-intent.ts), never from the URL, which anyone can send.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (takeJoinIntent(code)) start();
  }, [code, start]);

  const error = join.error;
  const message =
    error instanceof JoinError ? t(`joinErrors.${error.code}`) : error && apiErrorMessage(t, error);

  return (
    <>
      {message && <Alert severity="error">{message}</Alert>}
      <Button
        variant="contained"
        size="large"
        // Joining includes waiting for the membership to show; after it, the group opens.
        loading={join.isPending || join.isSuccess}
        onClick={start}
      >
        {t('join.join')}
      </Button>
    </>
  );
}
