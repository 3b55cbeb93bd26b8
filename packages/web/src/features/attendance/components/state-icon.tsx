import type { AttendanceState } from '@turnout/domain';
import {
  CancelIcon,
  CheckCircleIcon,
  HelpOutlineOutlinedIcon,
  type IconColor,
  type IconProps,
} from '../../../components/ui/icons.tsx';

const ICONS = { away: CancelIcon, undecided: HelpOutlineOutlinedIcon, present: CheckCircleIcon };

/** Each state's colour; the icon next to it means colour is never the only sign. */
export const STATE_COLOURS = {
  away: 'error',
  undecided: 'action',
  present: 'success',
} as const satisfies Record<AttendanceState, IconColor>;

/** A state's icon in the state's colour (or `color="inherit"`, the text's). */
export function StateIcon({ state, ...props }: { state: AttendanceState } & IconProps) {
  const Icon = ICONS[state];
  return <Icon color={STATE_COLOURS[state]} {...props} />;
}
