import { validateSignUpField } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, cardStyles } from '../../../components/ui/card.tsx';
import text from '../../../components/ui/text.module.css';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { NO_MESSAGE } from '../validation.ts';
import styles from './auth.module.css';
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
      <Card as="form" noValidate onSubmit={submit} className={styles.resetCard}>
        <div className={`${cardStyles.content} ${styles.resetContent}`}>
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
        </div>
      </Card>
      {errorToast.toast}
    </Page>
  );
}
