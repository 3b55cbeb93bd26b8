import { LIMITS, type Profile } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangeEmail } from '../api/profile.ts';
import { CurrentPasswordInput } from './password-input.tsx';
import { ProfileForm } from './profile-form.tsx';

export function EmailSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeEmail();

  function submit() {
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
      <ProfileForm
        onSubmit={submit}
        error={error}
        pending={change.isPending}
        submitLabel={t('profile.sendConfirmation')}
      >
        <TextField
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          inputProps={{ maxLength: LIMITS.email }}
          onChange={(event) => setEmail(event.target.value)}
        />
        <CurrentPasswordInput value={password} onChange={setPassword} />
      </ProfileForm>
    </SettingsSection>
  );
}
