import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { LIMITS, multilineTextProblem } from '@turnout/domain';
import { TEXTAREA_DEFAULT_ROWS } from '../../../lib/ui-constants.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { validationText } from '../../../lib/validation-message.ts';

interface NoteDialogProps {
  open: boolean;
  /** The formatted date the note is for. */
  date: string;
  note: string;
  onClose: () => void;
  onSave: (note: string) => void;
}

function NoteForm({ note, onClose, onSave }: Omit<NoteDialogProps, 'open' | 'date'>) {
  const { t } = useTranslation();
  const [value, setValue] = useState(note);
  // The field stops at the limit; a pasted control character is said at the field, not sent.
  const tooLong = value.length > LIMITS.note;
  const problem = multilineTextProblem(value);
  const invalid = tooLong || problem !== undefined;
  return (
    <DialogForm onSubmit={() => !invalid && onSave(value)}>
      <DialogContent sx={{ pt: 0 }}>
        <TextField
          autoFocus
          multiline
          minRows={3}
          maxRows={TEXTAREA_DEFAULT_ROWS}
          label={t('attendance.note')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={invalid}
          helperText={
            tooLong
              ? t('attendance.noteTooLong', { max: LIMITS.note })
              : problem
                ? validationText(t, problem)
                : `${t('attendance.noteHelp')} ${value.length}/${LIMITS.note}`
          }
          slotProps={{ htmlInput: { maxLength: LIMITS.note } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('attendance.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={invalid}>
          {t('attendance.save')}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/** Adds or edits my note for the selected day. An empty note removes it. */
export function NoteDialog({ open, date, ...form }: NoteDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog
      open={open}
      onClose={form.onClose}
      title={t('attendance.noteTitle', { date })}
      size="sm"
    >
      <NoteForm {...form} />
    </BasicDialog>
  );
}
