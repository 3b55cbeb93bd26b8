import {
  CancelIcon,
  CheckCircleIcon,
  HelpOutlineOutlinedIcon,
  PersonRemoveOutlinedIcon,
} from '../../../components/ui/icons.tsx';

/**
 * Present, away or back to undecided (revoked), with the calendar's icons, or a member who left
 * or was removed; decoration only (the icons are aria-hidden).
 */
export function AttendanceIcon({
  attendance,
  left = false,
  muted,
  className,
}: {
  attendance: boolean | null;
  left?: boolean;
  muted: boolean;
  className?: string;
}) {
  const props = { className };
  if (left) return <PersonRemoveOutlinedIcon {...props} color={muted ? 'disabled' : 'action'} />;
  if (attendance === true) {
    return <CheckCircleIcon {...props} color={muted ? 'disabled' : 'success'} />;
  }
  if (attendance === false) return <CancelIcon {...props} color={muted ? 'disabled' : 'error'} />;
  return <HelpOutlineOutlinedIcon {...props} color={muted ? 'disabled' : 'action'} />;
}
