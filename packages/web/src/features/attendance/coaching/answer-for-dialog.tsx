import {
  choiceOfRecord,
  type AttendanceRecord,
  type AttendanceState,
  type GroupMember,
} from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { AttendanceToggle } from '../components/attendance-toggle.tsx';
import styles from './day-coaching.module.css';

interface AnswerForDialogProps {
  open: boolean;
  date: string;
  /** The members a coach may answer for (everyone but me). */
  members: GroupMember[];
  records: AttendanceRecord[];
  pending: boolean;
  onClose: () => void;
  onSave: (userId: string, state: AttendanceState) => void;
}

/**
 * A coach answers for a member who told them in person (docs/product.md#coaches-and-hand-over):
 * choose the member, then their answer; the sheet then shows it "set by" the coach.
 */
export function AnswerForDialog(props: AnswerForDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog
      open={props.open}
      onClose={props.onClose}
      title={t('coaching.answerForTitle', { date: props.date })}
      size="sm"
      persistent={props.pending}
    >
      <AnswerForForm {...props} />
    </BasicDialog>
  );
}

function AnswerForForm({ members, records, pending, onClose, onSave }: AnswerForDialogProps) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState(members[0]?.userId ?? '');
  const current = choiceOfRecord(records.find((record) => record.userId === userId)).state;
  const [state, setState] = useState<AttendanceState | null>(null);
  const shown = state ?? current;
  return (
    <DialogForm onSubmit={() => userId && onSave(userId, shown)}>
      <DialogContent>
        <div className={styles.answerFor}>
          <Select
            label={t('coaching.memberLabel')}
            value={userId}
            options={members.map((m) => ({ value: m.userId, label: m.userDisplayName }))}
            onChange={(value) => {
              setUserId(value);
              setState(null);
            }}
          />
          <AttendanceToggle value={shown} disabled={pending} onChange={setState} />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('coaching.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending} disabled={!userId}>
          {t('coaching.save')}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
