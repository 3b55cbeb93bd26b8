import {
  DEADLINE_HOURS_MAX,
  LIMITS,
  TRAINING_LIMIT_MAX,
  weekdayOrder,
  weekStartFor,
  type Day,
  type IsoWeekday,
} from '@turnout/domain';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import choiceStyles from '../../../components/ui/choice.module.css';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfig } from '../../../lib/config.ts';
import { useDayFormat, useIsoWeekdayFormat } from '../../../lib/datetime.ts';
import { scheduleErrorText } from '../model/schedule-error.ts';
import {
  addCancelledDate,
  clearDayRule,
  setDayRule,
  type AddDateProblem,
  type WeekdayDraft,
} from '../model/schedule-form.ts';
import { DayRules } from './day-rules.tsx';
import styles from './training-days-section.module.css';
import type { ScheduleForm } from '../hooks/use-schedule-form.ts';

/**
 * The owner's training days in the Edit Group dialog (docs/decisions/022-season-planning.md):
 * which weekdays the group trains, at what time and where, single dates with their own rules
 * (docs/decisions/045-training-limit-and-waitlist.md), and the dates it does not train.
 * Saved with the dialog's Save, through the schedule API.
 */
export function TrainingDaysSection({ form }: { form: ScheduleForm }) {
  const { t, i18n } = useTranslation();
  const { locale } = useConfig();
  const weekdayName = useIsoWeekdayFormat();
  const { draft, setDraft } = form;
  // The locale's week order (Monday first in de); ISO weekdays number Sunday 7.
  const order = weekdayOrder(weekStartFor(locale)).map((weekday) => (weekday || 7) as IsoWeekday);

  function changeWeekday(weekday: IsoWeekday, patch: Partial<WeekdayDraft>) {
    setDraft((current) => ({
      ...current,
      weekdays: { ...current.weekdays, [weekday]: { ...current.weekdays[weekday], ...patch } },
    }));
  }

  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('season.trainingDays')}</legend>
        <p className={styles.help}>{t('season.trainingDaysHelp')}</p>
        {order.map((weekday) => {
          const row = draft.weekdays[weekday];
          const name = weekdayName(weekday);
          const tooLong = form.tooLong.includes(weekday);
          return (
            <div key={weekday} className={styles.weekday}>
              <label className={choiceStyles.choice}>
                <input
                  type="checkbox"
                  checked={row.on}
                  onChange={(event) => changeWeekday(weekday, { on: event.target.checked })}
                />
                {name}
              </label>
              {row.on && (
                <>
                  <TextField
                    type="time"
                    label={t('season.time')}
                    value={row.time}
                    onChange={(event) => changeWeekday(weekday, { time: event.target.value })}
                    inputProps={{ 'aria-label': t('season.timeOn', { weekday: name }) }}
                  />
                  <TextField
                    label={t('season.place')}
                    value={row.place}
                    onChange={(event) => changeWeekday(weekday, { place: event.target.value })}
                    error={tooLong}
                    helperText={
                      tooLong ? t('season.placeTooLong', { max: LIMITS.trainingPlace }) : undefined
                    }
                    inputProps={{ 'aria-label': t('season.placeOn', { weekday: name }) }}
                  />
                  <div className={styles.rules}>
                    <TextField
                      type="time"
                      label={t('training.end')}
                      value={row.end}
                      onChange={(event) => changeWeekday(weekday, { end: event.target.value })}
                      inputProps={{ 'aria-label': t('training.endOn', { weekday: name }) }}
                    />
                    <TextField
                      type="number"
                      label={t('training.limit')}
                      value={row.limit}
                      onChange={(event) => changeWeekday(weekday, { limit: event.target.value })}
                      inputProps={{
                        'aria-label': t('training.limitOn', { weekday: name }),
                        min: 1,
                        max: TRAINING_LIMIT_MAX,
                        inputMode: 'numeric',
                      }}
                    />
                    <TextField
                      type="number"
                      label={t('training.deadlineHours')}
                      value={row.deadlineHours}
                      onChange={(event) =>
                        changeWeekday(weekday, { deadlineHours: event.target.value })
                      }
                      inputProps={{
                        'aria-label': t('training.deadlineOn', { weekday: name }),
                        min: 0,
                        max: DEADLINE_HOURS_MAX,
                        inputMode: 'numeric',
                      }}
                    />
                  </div>
                </>
              )}
            </div>
          );
        })}
      </fieldset>
      <DayRules
        rules={draft.dayRules ?? []}
        onSet={(input) => {
          const result = setDayRule(draft, input);
          if ('problem' in result) return result.problem;
          setDraft(result.draft);
          return undefined;
        }}
        onClear={(day) => setDraft((current) => clearDayRule(current, day))}
      />
      <CancelledDates
        dates={draft.cancelledDates}
        onAdd={(value) => {
          const result = addCancelledDate(draft, value);
          if ('problem' in result) return result.problem;
          setDraft(result.draft);
          return undefined;
        }}
        onRemove={(day) =>
          setDraft((current) => ({
            ...current,
            cancelledDates: current.cancelledDates.filter((other) => other !== day),
          }))
        }
      />
      {form.error && (
        <Alert severity="error">
          {t('season.scheduleFailed', { reason: scheduleErrorText(t, i18n, form.error) })}
        </Alert>
      )}
    </>
  );
}

interface CancelledDatesProps {
  dates: Day[];
  /** Adds the date, or answers why not. */
  onAdd: (value: string) => AddDateProblem | undefined;
  onRemove: (day: Day) => void;
}

function CancelledDates({ dates, onAdd, onRemove }: CancelledDatesProps) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<AddDateProblem>();

  function add() {
    const refused = onAdd(value);
    setProblem(refused);
    if (!refused) setValue('');
  }

  function onKeyDown(event: KeyboardEvent) {
    // Enter adds the date here; it must not save the whole dialog.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('season.cancelledDates')}</legend>
      <p className={styles.help}>{t('season.cancelledDatesHelp')}</p>
      {dates.length === 0 ? (
        <p className={styles.none}>{t('season.noCancelledDates')}</p>
      ) : (
        <ul className={styles.dates} aria-label={t('season.cancelledDates')}>
          {dates.map((day) => {
            const date = formatDay(day, 'fullDate');
            return (
              <li key={day} className={styles.date}>
                {date}
                <IconButton
                  size="small"
                  aria-label={t('season.removeCancelledDate', { date })}
                  onClick={() => onRemove(day)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.add}>
        <TextField
          type="date"
          label={t('season.cancelledDate')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          error={problem !== undefined}
          helperText={problem ? t(`season.${problem}`, { max: LIMITS.cancelledDates }) : undefined}
        />
        <Button variant="outlined" onClick={add}>
          {t('season.addCancelledDate')}
        </Button>
      </div>
    </fieldset>
  );
}
