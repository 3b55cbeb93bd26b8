import {
  choiceOfRecord,
  type AttendanceRecord,
  type Day,
  type SeriesExisting,
} from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import choiceStyles from '../../../components/ui/choice.module.css';
import { useDayFormat } from '../../../lib/datetime.ts';
import styles from './season-form.module.css';

interface ExistingDaysProps {
  /** The radios' name. */
  name: string;
  /** The days that hold another answer or a note, in order, with their records. */
  days: { day: Day; record: AttendanceRecord }[];
  value: SeriesExisting;
  onChange: (value: SeriesExisting) => void;
}

/**
 * The repeating answer's days that already hold another answer or a note, and whether to keep
 * them (the default) or replace them (docs/decisions/032-notes-belong-to-answers.md).
 */
export function ExistingDays({ name, days, value, onChange }: ExistingDaysProps) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  return (
    <fieldset className={styles.fieldset} data-testid="existing-days">
      <legend className={styles.legend}>{t('season.existingTitle', { count: days.length })}</legend>
      <ul className={styles.existing}>
        {days.map(({ day, record }) => {
          const { state, note } = choiceOfRecord(record);
          return (
            <li key={day}>
              {t('season.existingDay', {
                day: formatDay(day, 'weekdayDayMonth'),
                answer: t(`attendance.states.${state}`),
              })}
              {note && <span className={styles.existingNote}>{note}</span>}
            </li>
          );
        })}
      </ul>
      <div className={styles.choices}>
        {(['keep', 'replace'] as const).map((choice) => (
          <label key={choice} className={choiceStyles.choice}>
            <input
              type="radio"
              name={name}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {t(choice === 'keep' ? 'season.existingKeep' : 'season.existingReplace', {
              count: days.length,
            })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
