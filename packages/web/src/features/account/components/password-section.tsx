import { validateSignUpField } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangePassword } from '../api/profile.ts';
import { CurrentPasswordInput, PasswordInput } from './password-input.tsx';
import { ProfileForm } from './profile-form.tsx';

export function PasswordSection() {
  const { t } = useTranslation();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [error, setError] = useState<string>();
  const change = useChangePassword();
  const snackbar = useSnackbar();

  function submit() {
    const problem = validateSignUpField('password', newPassword);
    setInvalid(problem);
    setError(undefined);
    if (problem) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
          snackbar(t('profile.passwordChanged'));
        },
        onError: (e) => setError(apiErrorMessage(t, e)),
      },
    );
  }

  return (
    <SettingsSection title={t('profile.passwordTitle')} text={t('profile.passwordText')}>
      <ProfileForm
        onSubmit={submit}
        error={error}
        pending={change.isPending}
        submitLabel={t('profile.changePassword')}
      >
        <CurrentPasswordInput value={currentPassword} onChange={setCurrent} />
        <PasswordInput
          label={t('profile.newPassword')}
          autoComplete="new-password"
          value={newPassword}
          onChange={setNew}
          error={invalid}
        />
      </ProfileForm>
    </SettingsSection>
  );
}
