import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useLeaveGroup } from '../api/remove-member.ts';

interface LeaveGroupConfirmProps {
  group: Group;
  userId: string;
  open: boolean;
  onCancel: () => void;
  onLeft: () => void;
}

/** Asks a member before they leave; afterwards the group screen goes away. */
export function LeaveGroupConfirm({
  group,
  userId,
  open,
  onCancel,
  onLeft,
}: LeaveGroupConfirmProps) {
  const { t } = useTranslation();
  const leave = useLeaveGroup(group.id, userId);
  const errorToast = useErrorToast();
  // After success the screen goes away; keep the spinner until it has.
  const loading = leave.isPending || leave.isSuccess;

  return (
    <>
      <ConfirmDialog
        open={open}
        title={t('members.leaveTitle', { group: group.name })}
        text={t('members.leaveText')}
        confirmLabel={t('members.leaveConfirm')}
        destructive
        loading={loading}
        onCancel={onCancel}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: onLeft,
            onError: (error) => errorToast.show(apiErrorMessage(t, error)),
          })
        }
      />
      {errorToast.toast}
    </>
  );
}
