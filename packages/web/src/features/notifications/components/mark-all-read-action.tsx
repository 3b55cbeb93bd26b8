import DoneAllIcon from '@mui/icons-material/DoneAll';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';

/** SPEC §2: the app bar's mark-all-as-read action, confirmed in a dialog first. */
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
