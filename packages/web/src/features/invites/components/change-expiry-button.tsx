import type { Invite, InviteExpiry } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useChangeInviteExpiry } from '../api/change-invite-expiry.ts';
import { ExpirySelect } from './expiry-select.tsx';
import styles from './invites.module.css';

/**
 * How long the current link works, changed in place: the code stays, so a link posted in a chat
 * keeps working; "Never" makes it a standing link (docs/decisions/031-removal-keeps-the-link.md).
 */
export function ChangeExpiryButton({ groupId, invite }: { groupId: string; invite: Invite }) {
  const { t } = useTranslation();
  const { inviteDefaultExpiry } = useConfig();
  const [open, setOpen] = useState(false);
  const current: InviteExpiry = invite.expires === null ? 'never' : inviteDefaultExpiry;
  const [expiresIn, setExpiresIn] = useState(current);
  const change = useChangeInviteExpiry(groupId);
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();

  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setExpiresIn(current);
          setOpen(true);
        }}
      >
        {t('invites.changeExpiry')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('invites.changeExpiryTitle')}
        text={
          <>
            <div className={styles.confirmText}>{t('invites.changeExpiryText')}</div>
            <ExpirySelect value={expiresIn} onChange={setExpiresIn} />
          </>
        }
        confirmLabel={t('invites.changeExpiryConfirm')}
        loading={change.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          change.mutate(expiresIn, {
            onSuccess: () => {
              setOpen(false);
              showSnackbar(t('invites.changeExpiryDone'), { severity: 'success' });
            },
            onError: (error) => errorToast.show(apiErrorMessage(t, error)),
          })
        }
      />
      {errorToast.toast}
    </>
  );
}
