import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import CancelIcon from '@mui/icons-material/Cancel';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { AttendanceState } from '@turnout/domain';

const ICONS = { away: CancelIcon, undecided: HelpOutlineIcon, present: CheckCircleIcon };
/** Each state's colour; the icon next to it means colour is never the only sign. */
export const STATE_COLOURS = {
  away: 'error',
  undecided: 'action',
  present: 'success',
} as const satisfies Record<AttendanceState, SvgIconProps['color']>;

export function StateIcon({ state, ...props }: { state: AttendanceState } & SvgIconProps) {
  const Icon = ICONS[state];
  return <Icon color={STATE_COLOURS[state]} {...props} />;
}
