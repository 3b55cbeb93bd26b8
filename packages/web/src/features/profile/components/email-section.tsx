import { LIMITS, type Profile } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangeEmail } from '../api/profile.ts';
import { PasswordInput } from './password-input.tsx';
import styles from './profile.module.css';

export function EmailSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    change.mutate(
      { email, password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
        },
        onError: (e) => setError(apiErrorMessage(t, e)),
      },
    );
  }

  return (
    <SettingsSection
      title={t('profile.emailTitle')}
      text={t('profile.emailText', { email: profile.user.email })}
    >
      {profile.pendingEmail && (
        <Alert severity="info">{t('profile.emailPending', { email: profile.pendingEmail })}</Alert>
      )}
      <form noValidate onSubmit={submit} className={styles.form}>
        <TextField
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          inputProps={{ maxLength: LIMITS.email }}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordInput
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          loading={change.isPending}
          className={styles.start}
        >
          {t('profile.sendConfirmation')}
        </Button>
      </form>
    </SettingsSection>
  );
}
