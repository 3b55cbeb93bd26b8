import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateGroup } from '../api/create-group.ts';
import { createGroupInput, emptyGroupForm } from '../model/group-form.ts';
import { useGroupForm } from '../hooks/use-group-form.ts';
import { GroupFormFields } from './group-form-fields.tsx';

interface CreateGroupDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Create Group dialog (docs/product.md#create-group-dialog). */
export function CreateGroupDialog({ open, onClose }: CreateGroupDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('groupForm.createTitle')}>
      <CreateGroupForm onCancel={onClose} />
    </BasicDialog>
  );
}

// Inside the dialog, so closing it unmounts the form and the next one starts empty.
function CreateGroupForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useGroupForm(emptyGroupForm);
  const create = useCreateGroup();
  const errorToast = useErrorToast();
  // After success the dialog stays until the group screen has replaced this one.
  const loading = create.isPending || create.isSuccess;

  function submit() {
    if (loading || !form.validateAll()) return;
    create.mutate(createGroupInput(form.values), {
      // On success it closes and opens the new group with the share view. Replacing
      // the #create entry means Back from the new group leads to the list, not to this dialog.
      onSuccess: (group) => void navigate(`${paths.group.href(group.id)}#share`, { replace: true }),
      onError: (error) => errorToast.show(apiErrorMessage(t, error)),
    });
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent>
        <GroupFormFields fieldProps={form.fieldProps} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {t('groupForm.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={loading}>
          {t('groupForm.create')}
        </Button>
      </DialogActions>
      {errorToast.toast}
    </DialogForm>
  );
}
