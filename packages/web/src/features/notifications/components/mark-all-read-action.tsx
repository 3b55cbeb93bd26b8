import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { DoneAllIcon } from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';

/**
 * The app bar's mark-all-as-read action, confirmed in a dialog first
 * (docs/product.md#notifications-screen).
 */
export function MarkAllReadAction({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const markAll = useMarkAllNotificationsRead();
  const errorToast = useErrorToast();

  function confirm() {
    markAll.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        console.warn('Marking all notifications read failed.', error);
        errorToast.show(t('notifications.markAllFailed'));
      },
    });
  }

  return (
    <>
      <Tooltip title={t('notifications.markAllRead')}>
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            color="inherit"
            aria-label={t('notifications.markAllRead')}
            disabled={unreadCount === 0}
            onClick={() => setConfirming(true)}
          >
            <DoneAllIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={t('notifications.markAllTitle')}
        text={t('notifications.markAllText')}
        confirmLabel={t('notifications.markAllConfirm')}
        loading={markAll.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
      {errorToast.toast}
    </>
  );
}
