import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Group } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useCreateGroupInvite } from '../api/create-group-invite.ts';
import { useGroupInvite } from '../api/get-group-invite.ts';
import { ExpirySelect } from './expiry-select.tsx';
import { InviteLinkPanel } from './invite-link-panel.tsx';

export interface InviteDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
}

/** SPEC §2 Invite dialog (#share): the group's link to copy or share, for the owner. */
export function InviteDialog({ group, open, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('invites.title')}>
      <DialogContent sx={{ pt: 0 }}>
        <InviteDialogBody group={group} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('invites.close')}</Button>
      </DialogActions>
    </BasicDialog>
  );
}

// Inside the dialog: the invite is loaded only while the dialog is open.
function InviteDialogBody({ group }: { group: Group }) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = useGroupInvite(group.id, true);

  if (!data) {
    return error ? (
      <LoadError
        message={t('invites.loadFailed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress aria-label={t('invites.loading')} />
      </Box>
    );
  }
  if (!data.invite) return <NotShared groupId={group.id} />;
  return <InviteLinkPanel group={group} invite={data.invite} />;
}

/** SPEC §2: "This group was not shared yet.", with a way to share it. */
function NotShared({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const create = useCreateGroupInvite(groupId);
  const errorToast = useErrorToast();
  // Preselected: the instance's default (INVITE_DEFAULT_EXPIRY, ADR 012).
  const [expiresIn, setExpiresIn] = useState(useConfig().inviteDefaultExpiry);
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <Typography sx={{ mb: 2 }}>{t('invites.notShared')}</Typography>
      <Box sx={{ mb: 2 }}>
        <ExpirySelect value={expiresIn} onChange={setExpiresIn} />
      </Box>
      <Button
        variant="contained"
        loading={create.isPending}
        onClick={() =>
          create.mutate(expiresIn, { onError: (e) => errorToast.show(apiErrorMessage(t, e)) })
        }
      >
        {t('invites.createLink')}
      </Button>
      {errorToast.toast}
    </Box>
  );
}
