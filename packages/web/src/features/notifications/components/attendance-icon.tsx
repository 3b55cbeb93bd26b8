import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';

/** Present, away or back to undecided (revoked), with the calendar's icons; decoration only. */
export function AttendanceIcon({
  attendance,
  muted,
}: {
  attendance: boolean | null;
  muted: boolean;
}) {
  const sx = { mt: 0.5 };
  if (attendance === true) {
    return <CheckCircleIcon aria-hidden sx={sx} color={muted ? 'disabled' : 'success'} />;
  }
  if (attendance === false) {
    return <CancelIcon aria-hidden sx={sx} color={muted ? 'disabled' : 'error'} />;
  }
  return <HelpOutlineIcon aria-hidden sx={sx} color={muted ? 'disabled' : 'action'} />;
}
