import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ATTENDANCE_STATES, type AttendanceState } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { StateIcon } from './state-icon.tsx';

const BUTTON_COLOURS = { away: 'error', undecided: 'standard', present: 'success' } as const;

interface AttendanceToggleProps {
  value: AttendanceState;
  disabled: boolean;
  onChange: (state: AttendanceState) => void;
}

/** My state for the selected day: away / undecided / present, exactly one at a time. */
export function AttendanceToggle({ value, disabled, onChange }: AttendanceToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      value={value}
      disabled={disabled}
      aria-label={t('attendance.myAttendance')}
      // A click on the pressed button reports null: choosing the same state again changes nothing.
      onChange={(_event, state: AttendanceState | null) => state && onChange(state)}
    >
      {ATTENDANCE_STATES.map((state) => (
        <ToggleButton key={state} value={state} color={BUTTON_COLOURS[state]} sx={{ gap: 0.75 }}>
          <StateIcon state={state} fontSize="small" color="inherit" />
          {t(`attendance.states.${state}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
