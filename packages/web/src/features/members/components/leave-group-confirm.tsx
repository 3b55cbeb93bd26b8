import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { MutationConfirmDialog } from '../../../components/mutation-confirm-dialog.tsx';
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
  return (
    <MutationConfirmDialog
      open={open}
      title={t('members.leaveTitle', { group: group.name })}
      text={t('members.leaveText')}
      confirmLabel={t('members.leaveConfirm')}
      mutation={useLeaveGroup(group.id, userId)}
      onCancel={onCancel}
      onDone={onLeft}
    />
  );
}
