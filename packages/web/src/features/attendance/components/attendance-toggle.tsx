import { ATTENDANCE_STATES, type AttendanceState } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import styles from './calendar.module.css';
import { StateIcon } from './state-icon.tsx';

interface AttendanceToggleProps {
  value: AttendanceState;
  disabled: boolean;
  onChange: (state: AttendanceState) => void;
}

/** My state for the selected day: away / undecided / present, exactly one at a time. */
export function AttendanceToggle({ value, disabled, onChange }: AttendanceToggleProps) {
  const { t } = useTranslation();
  return (
    <div role="group" className={styles.toggle} aria-label={t('attendance.myAttendance')}>
      {ATTENDANCE_STATES.map((state) => (
        <button
          key={state}
          type="button"
          data-state={state}
          aria-pressed={value === state}
          disabled={disabled}
          // Choosing the same state again changes nothing.
          onClick={() => value !== state && onChange(state)}
        >
          <StateIcon state={state} inherit size="1.25rem" />
          {t(`attendance.states.${state}`)}
        </button>
      ))}
    </div>
  );
}
