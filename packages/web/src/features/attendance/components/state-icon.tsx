import type { AttendanceState } from '@turnout/domain';
import type { SVGProps } from 'react';
import { CancelIcon, CheckCircleIcon, HelpOutlineOutlinedIcon } from '../../../components/ui/icons.tsx';

const ICONS = { away: CancelIcon, undecided: HelpOutlineOutlinedIcon, present: CheckCircleIcon };

/** Each state's colour; the icon next to it means colour is never the only sign. */
export const STATE_COLOURS = {
  away: 'var(--error)',
  undecided: 'rgba(0, 0, 0, 0.54)',
  present: 'var(--success)',
} as const satisfies Record<AttendanceState, string>;

type StateIconProps = { state: AttendanceState; inherit?: boolean; size?: number | string } & Omit<
  SVGProps<SVGSVGElement>,
  'color'
>;

export function StateIcon({ state, inherit = false, ...props }: StateIconProps) {
  const Icon = ICONS[state];
  return <Icon style={inherit ? undefined : { color: STATE_COLOURS[state] }} {...props} />;
}
