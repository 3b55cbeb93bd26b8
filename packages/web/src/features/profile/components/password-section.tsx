import { validateSignUpField } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangePassword } from '../api/profile.ts';
import { PasswordInput } from './password-input.tsx';
import styles from './profile.module.css';

export function PasswordSection() {
  const { t } = useTranslation();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [error, setError] = useState<string>();
  const change = useChangePassword();
  const snackbar = useSnackbar();

  function submit(event: FormEvent) {
    event.preventDefault();
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
      <form noValidate onSubmit={submit} className={styles.form}>
        <PasswordInput
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrent}
        />
        <PasswordInput
          label={t('profile.newPassword')}
          autoComplete="new-password"
          value={newPassword}
          onChange={setNew}
          error={invalid}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          loading={change.isPending}
          className={styles.start}
        >
          {t('profile.changePassword')}
        </Button>
      </form>
    </SettingsSection>
  );
}
