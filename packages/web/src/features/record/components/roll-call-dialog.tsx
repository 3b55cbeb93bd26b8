import type { RollCall, RollCallEntry } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent, DialogContentText } from '../../../components/ui/dialog.tsx';
import choiceStyles from '../../../components/ui/choice.module.css';
import { usePersonName } from '../hooks/use-person-name.ts';
import styles from './day-record.module.css';

interface RollCallDialogProps {
  open: boolean;
  date: string;
  rollCall: RollCall;
  pending: boolean;
  onClose: () => void;
  onSave: (came: string[]) => void;
}

/**
 * "Who came" (docs/product.md#the-seasons-record): every member, ticked from their answers until
 * a coach saves (said present with a place, the waitlist's promoted included), one checkbox
 * each, named by the person; members who did not answer are there to tick too.
 */
export function RollCallDialog(props: RollCallDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog
      open={props.open}
      onClose={props.onClose}
      title={t('record.whoCameTitle', { date: props.date })}
      size="sm"
      persistent={props.pending}
    >
      <RollCallForm {...props} />
    </BasicDialog>
  );
}

type Section = 'saidPresent' | 'waiting' | 'saidAway' | 'didNotAnswer' | 'formerMembers';
const SECTIONS: Section[] = ['saidPresent', 'waiting', 'saidAway', 'didNotAnswer', 'formerMembers'];

function sectionOf(entry: RollCallEntry): Section {
  if (entry.status !== 'member') return 'formerMembers';
  if (entry.answer === 'present') return entry.waiting ? 'waiting' : 'saidPresent';
  return entry.answer === 'away' ? 'saidAway' : 'didNotAnswer';
}

function RollCallForm({ rollCall, pending, onClose, onSave }: RollCallDialogProps) {
  const { t } = useTranslation();
  const nameOf = usePersonName();
  const [came, setCame] = useState(
    () => new Set(rollCall.entries.filter((e) => e.came).map((e) => e.personId)),
  );
  const toggle = (personId: string, checked: boolean) =>
    setCame((current) => {
      const next = new Set(current);
      if (checked) next.add(personId);
      else next.delete(personId);
      return next;
    });
  return (
    <DialogForm onSubmit={() => onSave([...came])}>
      <DialogContent>
        <DialogContentText>{t('record.whoCameHelp')}</DialogContentText>
        {SECTIONS.map((section) => {
          const entries = rollCall.entries.filter((entry) => sectionOf(entry) === section);
          if (entries.length === 0) return null;
          return (
            <fieldset key={section} className={styles.section}>
              <legend className={styles.legend}>{t(`record.${section}`)}</legend>
              {entries.map((entry) => (
                <label key={entry.personId} className={`${choiceStyles.choice} ${styles.person}`}>
                  <input
                    type="checkbox"
                    checked={came.has(entry.personId)}
                    disabled={pending}
                    onChange={(event) => toggle(entry.personId, event.target.checked)}
                  />
                  <span>{nameOf(entry)}</span>
                  {entry.waiting !== undefined && (
                    <span className={styles.hint}>{`#${entry.waiting}`}</span>
                  )}
                </label>
              ))}
            </fieldset>
          );
        })}
      </DialogContent>
      <DialogActions>
        <span role="status" className={styles.count}>
          {t('record.cameCount', { count: came.size })}
        </span>
        <Button onClick={onClose} disabled={pending}>
          {t('record.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('record.save')}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
