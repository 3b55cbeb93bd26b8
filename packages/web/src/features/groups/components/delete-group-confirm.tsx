import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { MutationConfirmDialog } from '../../../components/mutation-confirm-dialog.tsx';
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
  return (
    <MutationConfirmDialog
      open={open}
      title={t('group.deleteTitle')}
      text={t('group.deleteText', { name: group.name })}
      confirmLabel={t('group.deleteGroup')}
      mutation={useDeleteGroup(group.id)}
      onCancel={onCancel}
      onDone={onDeleted}
    />
  );
}
