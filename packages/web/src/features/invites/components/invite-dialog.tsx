import type { Group } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import text from '../../../components/ui/text.module.css';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useCreateGroupInvite } from '../api/create-group-invite.ts';
import { useGroupInvite } from '../api/get-group-invite.ts';
import { ExpirySelect } from './expiry-select.tsx';
import { InviteLinkPanel } from './invite-link-panel.tsx';
import { InviteMailsForm } from './invite-mails-form.tsx';
import styles from './invites.module.css';

export interface InviteDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
}

/** The Invite dialog (#share): the group's link to copy or share, for the owner (docs/product.md#invite-dialog). */
export function InviteDialog({ group, open, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('invites.title')}>
      <DialogContent>
        <InviteDialogBody group={group} />
        <InviteMailsForm groupId={group.id} />
      </DialogContent>
      <DialogActions>
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
      <div role="status" className={styles.loadingSmall}>
        <Spinner label={t('invites.loading')} />
      </div>
    );
  }
  if (!data.invite) return <NotShared groupId={group.id} />;
  return <InviteLinkPanel group={group} invite={data.invite} />;
}

/** "This group was not shared yet.", with a way to share it (docs/product.md#invite-dialog). */
function NotShared({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const create = useCreateGroupInvite(groupId);
  const errorToast = useErrorToast();
  // Preselected: the instance's default (INVITE_DEFAULT_EXPIRY, ADR 012).
  const [expiresIn, setExpiresIn] = useState(useConfig().inviteDefaultExpiry);
  return (
    <div className={styles.notShared}>
      <p className={text.body1}>{t('invites.notShared')}</p>
      <div>
        <ExpirySelect value={expiresIn} onChange={setExpiresIn} />
      </div>
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
    </div>
  );
}
