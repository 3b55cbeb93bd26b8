import type { Group, GroupMember } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRemoveMember } from '../api/remove-member.ts';

interface RemoveMemberConfirmProps {
  group: Group;
  /** The member to remove; null while no removal is being asked about. */
  member: GroupMember | null;
  onDone: () => void;
}

/** Asks the owner before removing a member, who loses access at once. */
export function RemoveMemberConfirm({ group, member, onDone }: RemoveMemberConfirmProps) {
  const { t } = useTranslation();
  const remove = useRemoveMember(group.id);
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();
  // Keep the last member's name while the dialog animates closed.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const name = shown?.userDisplayName ?? '';

  function confirm() {
    if (!member) return;
    remove.mutate(member.userId, {
      onSuccess: () => {
        showSnackbar(t('members.removed', { name }), { severity: 'success' });
        onDone();
      },
      onError: (error) => errorToast.show(apiErrorMessage(t, error)),
    });
  }

  return (
    <>
      <ConfirmDialog
        open={member !== null}
        title={t('members.removeTitle', { name })}
        text={t('members.removeText', { name, group: group.name })}
        confirmLabel={t('members.removeConfirm')}
        destructive
        loading={remove.isPending}
        onCancel={onDone}
        onConfirm={confirm}
      />
      {errorToast.toast}
    </>
  );
}
