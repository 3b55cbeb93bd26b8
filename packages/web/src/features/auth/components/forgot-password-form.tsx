import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
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
      <DialogContent>
        {request.isSuccess ? (
          // Our own words in the page's language, whatever language the answer came in.
          <Alert severity="success">{t('auth.resetLinkSent')}</Alert>
        ) : (
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            autoFocus
            helperText={t('auth.forgotPasswordHelp')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions>
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
