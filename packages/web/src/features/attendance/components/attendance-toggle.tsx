import { ATTENDANCE_STATES, type AttendanceState } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import styles from './day-sheet.module.css';
import { StateIcon } from './state-icon.tsx';

interface AttendanceToggleProps {
  value: AttendanceState;
  disabled: boolean;
  onChange: (state: AttendanceState) => void;
  /** The group's name; "My attendance" when not given. */
  label?: string;
}

/**
 * My state for the selected day: away / undecided / present, exactly one at a time. Plain
 * buttons with aria-pressed in a labelled group: the group page's start-up path loads no
 * component library for them (docs/decisions/018-ui-layer.md).
 */
export function AttendanceToggle({ value, disabled, onChange, label }: AttendanceToggleProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label ?? t('attendance.myAttendance')} className={styles.toggle}>
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
          <StateIcon state={state} color="inherit" fontSize="small" />
          {t(`attendance.states.${state}`)}
        </button>
      ))}
    </div>
  );
}
