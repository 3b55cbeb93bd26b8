import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { ContentCopyIcon } from './ui/icons.tsx';
import { TextField } from './ui/text-field.tsx';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';
import styles from './secret-field.module.css';

interface SecretFieldProps {
  /** Why it is shown this once. */
  note: string;
  label: string;
  value: string;
}

/** A secret shown once (an API token, a signing secret): a note, the value to select, Copy. */
export function SecretField({ note, label, value }: SecretFieldProps) {
  const { t } = useTranslation();
  const copy = useCopyToClipboard({ copied: t('connect.copied'), failed: t('connect.copyFailed') });
  return (
    <div className={styles.secret}>
      <Alert severity="info" role="note">
        {note}
      </Alert>
      <TextField
        label={label}
        value={value}
        readOnly
        inputProps={{ spellCheck: false }}
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyIcon />}
        className={styles.copy}
        onClick={() => void copy(value)}
      >
        {t('connect.copy')}
      </Button>
    </div>
  );
}
