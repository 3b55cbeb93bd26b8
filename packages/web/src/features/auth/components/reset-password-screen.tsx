import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { validateSignUpField } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { PasswordField } from './password-field.tsx';

/** `/reset-password/<token>`: a new password with the sign-up rules, then signed in. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const errorToast = useErrorToast();
  const reset = useResetPassword();
  const loading = reset.isPending || reset.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateSignUpField('password', password);
    setError(problem);
    if (problem || loading) return;
    reset.mutate({ token, password }, { onError: (e) => errorToast.show(apiErrorMessage(t, e)) });
  }

  return (
    <Page>
      <Card component="form" noValidate onSubmit={submit} sx={{ maxWidth: 420, mx: 'auto' }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {t('auth.resetTitle')}
          </Typography>
          <Typography>{t('auth.resetText')}</Typography>
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            autoFocus
            value={password}
            error={error !== undefined}
            helperText={error ?? ' '}
            onChange={(event) => setPassword(event.target.value)}
            onBlur={() => setError(validateSignUpField('password', password))}
          />
          <Button type="submit" variant="contained" loading={loading}>
            {t('auth.setNewPassword')}
          </Button>
        </CardContent>
      </Card>
      {errorToast.toast}
    </Page>
  );
}
