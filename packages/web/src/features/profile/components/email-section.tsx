import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIMITS, type Profile } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { PasswordInput } from './password-input.tsx';
import { useChangeEmail } from '../api/profile.ts';

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
      <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        <TextField
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          slotProps={{ htmlInput: { maxLength: LIMITS.email } }}
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
          sx={{ justifySelf: 'start' }}
        >
          {t('profile.sendConfirmation')}
        </Button>
      </form>
    </SettingsSection>
  );
}
