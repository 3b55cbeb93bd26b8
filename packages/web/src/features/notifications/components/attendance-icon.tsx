import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';

/**
 * Present, away or back to undecided (revoked), with the calendar's icons, or a member who left
 * or was removed; decoration only.
 */
export function AttendanceIcon({
  attendance,
  left = false,
  muted,
}: {
  attendance: boolean | null;
  left?: boolean;
  muted: boolean;
}) {
  const sx = { mt: 0.5 };
  if (left) return <PersonRemoveIcon aria-hidden sx={sx} color={muted ? 'disabled' : 'action'} />;
  if (attendance === true) {
    return <CheckCircleIcon aria-hidden sx={sx} color={muted ? 'disabled' : 'success'} />;
  }
  if (attendance === false) {
    return <CancelIcon aria-hidden sx={sx} color={muted ? 'disabled' : 'error'} />;
  }
  return <HelpOutlineIcon aria-hidden sx={sx} color={muted ? 'disabled' : 'action'} />;
}
