import type { Group } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { groupFormValues, updateGroupInput } from '../model/group-form.ts';
import { useGroupForm } from '../hooks/use-group-form.ts';
import { DeleteGroupConfirm } from './delete-group-confirm.tsx';
import { GroupFormFields } from './group-form-fields.tsx';
import styles from './groups.module.css';
import { TrainingDaysSection } from '../../season/components/training-days-section.tsx';
import { useScheduleForm } from '../../season/hooks/use-schedule-form.ts';

export interface EditGroupDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
  /** Leaves the group screen with a message, after the group was deleted. */
  onExit: (message: string) => void;
}

/**
 * The owner's and coaches' menu item: rename, relocate, describe, the training days; the owner
 * also deletes (docs/product.md#edit-group-dialog).
 */
export function EditGroupDialog({ group, open, onClose, onExit }: EditGroupDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('groupForm.editTitle')}>
      <EditGroupForm group={group} onClose={onClose} onExit={onExit} />
    </BasicDialog>
  );
}

function EditGroupForm({ group, onClose, onExit }: Omit<EditGroupDialogProps, 'open'>) {
  const { t } = useTranslation();
  const form = useGroupForm(groupFormValues(group));
  const update = useUpdateGroup(group.id);
  const schedule = useScheduleForm(group);
  const errorToast = useErrorToast();
  const showSnackbar = useSnackbar();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function submit() {
    const valid = [form.validateAll(), schedule.validate()].every(Boolean);
    if (update.isPending || schedule.saving || !valid) return;
    update.mutate(updateGroupInput(form.values), {
      onSuccess: async () => {
        // The training days save after the group's fields; a failure stays in the dialog.
        if (!(await schedule.save())) return;
        showSnackbar(t('groupForm.saved'), { severity: 'success' });
        onClose();
      },
      onError: (error) => errorToast.show(apiErrorMessage(t, error)),
    });
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent>
        <GroupFormFields fieldProps={form.fieldProps} />
        <TrainingDaysSection form={schedule} />
      </DialogContent>
      <DialogActions>
        {/* Deleting is the owner's alone; a coach edits (docs/product.md#roles-and-access). */}
        {group.currentUserIsOwner && (
          <Button
            color="error"
            onClick={() => setConfirmingDelete(true)}
            className={styles.deleteButton}
          >
            {t('group.deleteGroup')}
          </Button>
        )}
        <Button onClick={onClose} disabled={update.isPending}>
          {t('groupForm.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending || schedule.saving}>
          {t('groupForm.save')}
        </Button>
      </DialogActions>
      <DeleteGroupConfirm
        group={group}
        open={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        onDeleted={() => onExit(t('group.deleted', { name: group.name }))}
      />
      {errorToast.toast}
    </DialogForm>
  );
}
