import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useCreateGroupInvite } from '../api/create-group-invite.ts';
import { useRevokeGroupInvite } from '../api/revoke-group-invite.ts';
import { ExpirySelect } from './expiry-select.tsx';
import styles from './invites.module.css';

type Confirming = 'renew' | 'revoke' | null;

/** The owner makes a new link (the old one stops working) or revokes the link; both asked first. */
export function ReplaceInviteButtons({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Confirming>(null);
  // Preselected: the instance's default (INVITE_DEFAULT_EXPIRY, ADR 012).
  const [expiresIn, setExpiresIn] = useState(useConfig().inviteDefaultExpiry);
  const renew = useCreateGroupInvite(groupId);
  const revoke = useRevokeGroupInvite(groupId);
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();
  const onError = (error: unknown) => errorToast.show(apiErrorMessage(t, error));

  // mutateAsync, not mutate's callbacks: a revoked link unmounts this panel before they would
  // run, and the message must still be shown.
  function done(message: string) {
    setConfirming(null);
    showSnackbar(message, { severity: 'success' });
  }

  return (
    <>
      <div className={styles.replaceButtons}>
        <Button size="small" onClick={() => setConfirming('renew')}>
          {t('invites.newLink')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming('revoke')}>
          {t('invites.revoke')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'renew'}
        title={t('invites.newLinkTitle')}
        text={
          <>
            <div className={styles.confirmText}>{t('invites.newLinkText')}</div>
            <ExpirySelect value={expiresIn} onChange={setExpiresIn} />
          </>
        }
        confirmLabel={t('invites.newLinkConfirm')}
        loading={renew.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          void renew.mutateAsync(expiresIn).then(() => done(t('invites.newLinkDone')), onError)
        }
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('invites.revokeTitle')}
        text={t('invites.revokeText')}
        confirmLabel={t('invites.revokeConfirm')}
        destructive
        loading={revoke.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void revoke.mutateAsync().then(() => done(t('invites.revoked')), onError)}
      />
      {errorToast.toast}
    </>
  );
}
