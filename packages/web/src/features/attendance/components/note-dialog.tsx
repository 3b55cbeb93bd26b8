import { LIMITS, multilineTextProblem } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXTAREA_DEFAULT_ROWS } from '../../../lib/ui-constants.ts';
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
      <DialogContent>
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
          inputProps={{ maxLength: LIMITS.note }}
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
