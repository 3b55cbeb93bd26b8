import { LIMITS, type Profile } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCancelEmailChange, useChangeEmail } from '../api/profile.ts';
import { CurrentPasswordInput } from './password-input.tsx';
import { ProfileForm } from './profile-form.tsx';
import styles from './profile.module.css';

export function EmailSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeEmail();
  const cancel = useCancelEmailChange();
  const showSnackbar = useSnackbar();

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
        <Alert severity="info" role="status">
          {t('profile.emailPending', { email: profile.pendingEmail })}
          {/* Below the sentence, not beside it: the sentence holds an address, 320 px are few. */}
          <div>
            <Button
              color="inherit"
              className={styles.cancelPending}
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () =>
                    showSnackbar(t('profile.emailCancelled'), { severity: 'success' }),
                  onError: (e) => setError(apiErrorMessage(t, e)),
                })
              }
            >
              {t('profile.cancelEmailChange')}
            </Button>
          </div>
        </Alert>
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
