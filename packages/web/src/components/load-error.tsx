import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence. */
  message: string;
  /** Tries the load again. */
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load, said in place of the content, with a way to try again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
