import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import styles from './profile.module.css';

interface ProfileFormProps {
  /** Called on submit, the browser's own submit already prevented. */
  onSubmit: () => void;
  /** The server's refusal, shown above the button. */
  error?: string;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A profile section's form (name, e-mail, password): its fields, a refusal, and its one button. */
export function ProfileForm({ onSubmit, error, pending, submitLabel, children }: ProfileFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={styles.form}
    >
      {children}
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" loading={pending} className={styles.start}>
        {submitLabel}
      </Button>
    </form>
  );
}
