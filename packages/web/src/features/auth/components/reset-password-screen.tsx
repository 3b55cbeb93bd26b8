import { validateSignUpField } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, cardStyles } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import text from '../../../components/ui/text.module.css';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { isApiError } from '../../../lib/api-error.ts';
import {
  useRequestPasswordReset,
  useResetLinkCheck,
  useResetPassword,
} from '../api/password-reset.ts';
import { NO_MESSAGE } from '../model/validation.ts';
import styles from './auth.module.css';
import { PasswordField } from './password-field.tsx';

/**
 * `/reset-password#<token>`: a new password with the sign-up rules, then signed in. A link that
 * was used or has expired says so at once (the server is asked without using it), with a form
 * for a new one.
 */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useResetLinkCheck(token);
  const [failedOnUse, setFailedOnUse] = useState(false);
  // A link cut short or mistyped is refused as malformed: it cannot work either.
  const malformed = isApiError(check.error) && check.error.code === 'invalid-argument';
  const unusable = token === '' || check.data?.usable === false || malformed || failedOnUse;
  return (
    <Page>
      <Card className={styles.resetCard}>
        {unusable ? (
          <NewLinkForm />
        ) : check.isPending ? (
          <div className={`${cardStyles.content} ${styles.resetContent}`}>
            <h1 className={text.h5}>{t('auth.resetTitle')}</h1>
            <div className={styles.loading}>
              <Spinner label={t('auth.checkingLink')} />
            </div>
          </div>
        ) : (
          // Also when the check itself failed (offline): using the link tells then.
          <NewPasswordForm token={token} onUnusable={() => setFailedOnUse(true)} />
        )}
      </Card>
    </Page>
  );
}

function NewPasswordForm({ token, onUnusable }: { token: string; onUnusable: () => void }) {
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
    reset.mutate(
      { token, password },
      {
        onError: (e) =>
          // Used meanwhile (another tab) or expired while typing: the same screen as at once.
          isApiError(e) && e.code === 'expired-link'
            ? onUnusable()
            : errorToast.show(apiErrorMessage(t, e)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className={`${cardStyles.content} ${styles.resetContent}`}>
      <h1 className={text.h5}>{t('auth.resetTitle')}</h1>
      <p className={text.body1}>{t('auth.resetText')}</p>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        autoFocus
        value={password}
        error={error !== undefined}
        helperText={error ?? NO_MESSAGE}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setError(validateSignUpField('password', password))}
      />
      <Button type="submit" variant="contained" loading={loading}>
        {t('auth.setNewPassword')}
      </Button>
      {errorToast.toast}
    </form>
  );
}

/** The link no longer works: say so, and mail a new one (the same answer for any address). */
function NewLinkForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const errorToast = useErrorToast();
  const request = useRequestPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending || email.trim() === '') return;
    request.mutate(email, { onError: (e) => errorToast.show(apiErrorMessage(t, e)) });
  }

  return (
    <form noValidate onSubmit={submit} className={`${cardStyles.content} ${styles.resetContent}`}>
      <h1 className={text.h5}>{t('auth.resetTitle')}</h1>
      <Alert severity="warning">{t('auth.resetLinkUnusable')}</Alert>
      {request.isSuccess ? (
        <Alert severity="success">{t('auth.resetLinkSent')}</Alert>
      ) : (
        <>
          <p className={text.body1}>{t('auth.resetLinkAskNew')}</p>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="contained" loading={request.isPending}>
            {t('auth.sendResetLink')}
          </Button>
        </>
      )}
      {errorToast.toast}
    </form>
  );
}
