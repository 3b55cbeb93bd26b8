import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
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
    <ToggleGroup
      className={styles.toggle}
      value={[value]}
      disabled={disabled}
      aria-label={t('attendance.myAttendance')}
      // Pressing the pressed button reports nothing: choosing the same state changes nothing.
      onValueChange={(values) => {
        const next = values[0] as AttendanceState | undefined;
        if (next) onChange(next);
      }}
    >
      {ATTENDANCE_STATES.map((state) => (
        <Toggle key={state} value={state} data-state={state}>
          <StateIcon state={state} inherit size="1.25rem" />
          {t(`attendance.states.${state}`)}
        </Toggle>
      ))}
    </ToggleGroup>
  );
}
