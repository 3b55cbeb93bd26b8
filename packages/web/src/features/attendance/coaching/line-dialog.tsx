import { lineTextProblem } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { validationText } from '../../../lib/validation-message.ts';

interface LineDialogProps {
  open: boolean;
  title: string;
  label: string;
  help?: string;
  initial: string;
  max: number;
  confirmLabel: string;
  /** The confirming button is red (cancelling a training). */
  destructive?: boolean;
  pending: boolean;
  onClose: () => void;
  onSave: (text: string) => void;
}

/** A dialog asking for one line of text: an announcement, or the reason for cancelling. */
export function LineDialog(props: LineDialogProps) {
  return (
    <BasicDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      size="sm"
      persistent={props.pending}
    >
      <LineForm {...props} />
    </BasicDialog>
  );
}

function LineForm({
  label,
  help,
  initial,
  max,
  confirmLabel,
  destructive,
  pending,
  onClose,
  onSave,
}: LineDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const trimmed = value.trim();
  const problem = lineTextProblem(value);
  const invalid = trimmed === '' || value.length > max || problem !== undefined;
  return (
    <DialogForm onSubmit={() => !invalid && onSave(trimmed)}>
      <DialogContent>
        <TextField
          autoFocus
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={problem !== undefined}
          helperText={
            problem
              ? validationText(t, problem)
              : [help, `${value.length}/${max}`].filter(Boolean).join(' ')
          }
          inputProps={{ maxLength: max }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('coaching.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={invalid}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
