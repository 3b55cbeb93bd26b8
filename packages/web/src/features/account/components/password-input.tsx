import { LIMITS } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

// A plain password field for the profile's forms (the auth feature's show/hide field belongs to
// the Log In and Sign Up dialogs; features do not import each other).
export function PasswordInput(props: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={props.label}
      type="password"
      autoComplete={props.autoComplete}
      value={props.value}
      error={props.error !== undefined}
      helperText={props.error}
      inputProps={{ maxLength: LIMITS.password }}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** The current password that confirms a change to the account (e-mail, password, deletion). */
export function CurrentPasswordInput(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('profile.currentPassword')}
      autoComplete="current-password"
      value={props.value}
      onChange={props.onChange}
    />
  );
}
