import {
  LIMITS,
  MAX_SERIES_DAYS,
  seriesConflict,
  weekStartFor,
  type Day,
  type IsoWeekday,
} from '@turnout/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import choiceStyles from '../../../components/ui/choice.module.css';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useIsoWeekdayFormat } from '../../../lib/datetime.ts';
import { useSetSeries } from '../api/set-series.ts';
import { ExistingDays } from './existing-days.tsx';
import { useSchedule } from '../hooks/use-schedule.ts';
import styles from './season-form.module.css';
import {
  checkSeries,
  initialSeriesDraft,
  weekdayChoices,
  type SeriesDraft,
  type SeriesState,
} from '../model/series-form.ts';
import { useMyDays } from '../hooks/use-my-days.ts';

interface SeriesDialogProps {
  groupId: string;
  /** My user id: my days in the range are read to tell which already hold an answer. */
  meId: string;
  /** The day sheet's day: the first day offered. */
  day: Day;
  open: boolean;
  onClose: () => void;
}

/**
 * "Answer several days" from the day sheet: present on the group's training days until a date,
 * or away from one date to another, with one note for all (docs/decisions/022-season-planning.md).
 * One request; the calendar refetches once.
 */
export function SeriesDialog({ groupId, meId, day, open, onClose }: SeriesDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('season.repeatAnswer')}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            {t('season.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={pending}>
            {t('season.save')}
          </Button>
        </>
      }
    >
      {/* The kit's content block: the dialog's side padding, as its title and actions have. */}
      <DialogContent>
        <SeriesForm
          id={formId}
          groupId={groupId}
          meId={meId}
          day={day}
          onPendingChange={setPending}
          onDone={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

interface SeriesFormProps {
  id: string;
  groupId: string;
  meId: string;
  day: Day;
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}

function SeriesForm({ id, groupId, meId, day, onPendingChange, onDone }: SeriesFormProps) {
  const { t } = useTranslation();
  const { locale } = useConfig();
  const weekdayName = useIsoWeekdayFormat();
  const schedule = useSchedule();
  const showSnackbar = useSnackbar();
  const mutation = useSetSeries(groupId);
  const [draft, setDraft] = useState<SeriesDraft>(() => initialSeriesDraft(schedule, day));
  const [submitted, setSubmitted] = useState(false);
  const check = useMemo(() => checkSeries(draft, schedule), [draft, schedule]);
  const training = new Set<number>(schedule.trainingDays.map((entry) => entry.weekday));
  const choices = weekdayChoices(schedule, weekStartFor(locale) === 0);
  // Say what is wrong once the user tried to save, or at once when no day would be answered.
  const problem = !check.ok && (submitted || check.problem.message === 'noDays') && check.problem;
  const problemText = problem
    ? t(`season.${problem.message}`, { max: MAX_SERIES_DAYS })
    : undefined;
  const ids = { weekdays: `${id}-weekdays`, summary: `${id}-summary` };
  // My days in the range that already hold another answer or a note: kept unless I replace them.
  const span = check.ok ? { from: check.days[0]!, to: check.days.at(-1)! } : null;
  const myDays = useMyDays(groupId, meId, span).data;
  const existing = useMemo(() => {
    if (!check.ok || !myDays) return [];
    const series = { state: draft.state, note: draft.note };
    return check.days.flatMap((day) => {
      const record = myDays.get(day);
      return record && seriesConflict(record, series) ? [{ day, record }] : [];
    });
  }, [check, myDays, draft.state, draft.note]);
  const answered = check.ok
    ? check.days.length - (draft.existing === 'keep' ? existing.length : 0)
    : 0;

  function change(patch: Partial<SeriesDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
  }

  function toggleWeekday(weekday: IsoWeekday, on: boolean) {
    const rest = draft.weekdays.filter((other) => other !== weekday);
    change({ weekdays: on ? [...rest, weekday] : rest });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok || mutation.isPending) return;
    onPendingChange(true);
    mutation.mutate(check.input, {
      onSuccess: ({ days, kept }) => {
        const saved = t('season.saved', { count: days.length });
        const message =
          kept.length > 0 ? `${saved} ${t('season.savedKept', { count: kept.length })}` : saved;
        showSnackbar(message, { severity: 'success' });
        onDone();
      },
      onSettled: () => onPendingChange(false),
    });
  }

  return (
    <form id={id} className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('season.answer')}</legend>
        <div className={styles.choices}>
          {(['present', 'away'] as const satisfies SeriesState[]).map((state) => (
            <label key={state} className={choiceStyles.choice}>
              <input
                type="radio"
                name={`${id}-state`}
                checked={draft.state === state}
                onChange={() => change({ state })}
              />
              {t(`attendance.states.${state}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset
        className={styles.fieldset}
        aria-describedby={problem && problem.field === 'weekdays' ? ids.weekdays : undefined}
      >
        <legend className={styles.legend}>{t('season.whichDays')}</legend>
        <div className={styles.choices}>
          {choices.map((weekday) => (
            <label
              key={weekday}
              className={choiceStyles.choice}
              data-disabled={draft.everyDay || undefined}
            >
              <input
                type="checkbox"
                checked={draft.everyDay || draft.weekdays.includes(weekday)}
                disabled={draft.everyDay}
                onChange={(event) => toggleWeekday(weekday, event.target.checked)}
              />
              {training.has(weekday)
                ? t('season.weekdayTraining', { weekday: weekdayName(weekday) })
                : weekdayName(weekday)}
            </label>
          ))}
          <label className={choiceStyles.choice}>
            <input
              type="checkbox"
              checked={draft.everyDay}
              onChange={(event) => change({ everyDay: event.target.checked })}
            />
            {t('season.everyDay')}
          </label>
        </div>
        {problem && problem.field === 'weekdays' && (
          <p id={ids.weekdays} className={styles.problem}>
            {problemText}
          </p>
        )}
      </fieldset>
      <div className={styles.dates}>
        <TextField
          type="date"
          label={t('season.from')}
          value={draft.from}
          onChange={(event) => change({ from: event.target.value })}
          error={problem !== false && problem.field === 'from'}
          helperText={problem && problem.field === 'from' ? problemText : undefined}
          required
        />
        <TextField
          type="date"
          label={t('season.until')}
          value={draft.until}
          onChange={(event) => change({ until: event.target.value })}
          error={problem !== false && problem.field === 'until'}
          helperText={problem && problem.field === 'until' ? problemText : undefined}
          required
        />
      </div>
      <TextField
        label={t('season.note')}
        value={draft.note}
        onChange={(event) => change({ note: event.target.value })}
        helperText={t('season.noteHelp')}
        multiline
        minRows={2}
        maxRows={5}
        inputProps={{ maxLength: LIMITS.note }}
      />
      {existing.length > 0 && (
        <ExistingDays
          name={`${id}-existing`}
          days={existing}
          value={draft.existing}
          onChange={(value) => change({ existing: value })}
        />
      )}
      {check.ok && (
        <p id={ids.summary} className={styles.summary} role="status">
          {t(draft.state === 'present' ? 'season.summaryPresent' : 'season.summaryAway', {
            count: answered,
          })}
        </p>
      )}
      {mutation.isError && (
        <Alert severity="error">
          {t('season.saveFailed', { reason: apiErrorMessage(t, mutation.error) })}
        </Alert>
      )}
    </form>
  );
}
