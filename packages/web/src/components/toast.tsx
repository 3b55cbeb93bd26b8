import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

interface ToastProps {
  open: boolean;
  message: string;
  /** Milliseconds until it hides itself. */
  duration: number;
  severity?: AlertColor;
  onClose: () => void;
}

/** A short message at the bottom of the screen; the role="alert" makes readers announce it. */
export function Toast({ open, message, duration, severity = 'info', onClose }: ToastProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={duration}
      // Clicking elsewhere (e.g. into a form field to fix the error) must not dismiss it early.
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Clear the bottom navigation bar of the signed-in shell.
      sx={{ bottom: { xs: 72, sm: 80 } }}
    >
      <Alert severity={severity} variant="filled" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
