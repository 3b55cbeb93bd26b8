import { LIMITS, validateSignUpField, type User } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangeName } from '../api/profile.ts';
import { ProfileForm } from './profile-form.tsx';

export function NameSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.displayName);
  const [error, setError] = useState<string>();
  const change = useChangeName();
  const snackbar = useSnackbar();

  function submit() {
    const problem = validateSignUpField('name', name);
    setError(problem);
    if (problem) return;
    change.mutate(name, {
      onSuccess: () => snackbar(t('profile.nameSaved')),
      onError: (e) => setError(apiErrorMessage(t, e)),
    });
  }

  return (
    <SettingsSection title={t('profile.nameTitle')} text={t('profile.nameText')}>
      <ProfileForm onSubmit={submit} pending={change.isPending} submitLabel={t('profile.saveName')}>
        <TextField
          label={t('profile.name')}
          value={name}
          autoComplete="name"
          error={error !== undefined}
          helperText={error}
          inputProps={{ maxLength: LIMITS.displayName }}
          onChange={(event) => setName(event.target.value)}
        />
      </ProfileForm>
    </SettingsSection>
  );
}
