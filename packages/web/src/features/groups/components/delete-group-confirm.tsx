import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDeleteGroup } from '../api/delete-group.ts';

interface DeleteGroupConfirmProps {
  group: Group;
  open: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Asks before the owner deletes the group for everyone. */
export function DeleteGroupConfirm({ group, open, onCancel, onDeleted }: DeleteGroupConfirmProps) {
  const { t } = useTranslation();
  const remove = useDeleteGroup(group.id);
  const errorToast = useErrorToast();
  // After success the screen goes away; keep the spinner until it has.
  const loading = remove.isPending || remove.isSuccess;

  return (
    <>
      <ConfirmDialog
        open={open}
        title={t('group.deleteTitle')}
        text={t('group.deleteText', { name: group.name })}
        confirmLabel={t('group.deleteGroup')}
        destructive
        loading={loading}
        onCancel={onCancel}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: onDeleted,
            onError: (error) => errorToast.show(apiErrorMessage(t, error)),
          })
        }
      />
      {errorToast.toast}
    </>
  );
}
