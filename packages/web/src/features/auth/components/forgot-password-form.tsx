import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

/** Inside the Log In dialog: asks for the address a reset link goes to. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const errorToast = useErrorToast();
  const request = useRequestPasswordReset();

  function submit() {
    if (request.isPending || email.trim() === '') return;
    request.mutate(email, { onError: (e) => errorToast.show(apiErrorMessage(t, e)) });
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent sx={{ pt: 0 }}>
        {request.isSuccess ? (
          <Alert severity="success">{request.data.message}</Alert>
        ) : (
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            helperText={t('auth.forgotPasswordHelp')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onBack}>{t('auth.backToLogIn')}</Button>
        {!request.isSuccess && (
          <Button type="submit" variant="contained" loading={request.isPending}>
            {t('auth.sendResetLink')}
          </Button>
        )}
      </DialogActions>
      {errorToast.toast}
    </DialogForm>
  );
}
