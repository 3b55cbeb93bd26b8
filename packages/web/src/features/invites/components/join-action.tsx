import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { JoinError } from '../model/join-polling.ts';
import type { Join } from '../hooks/use-join.ts';

/** The Join button of a signed-in user, and what went wrong if joining failed. */
export function JoinAction({ join }: { join: Join }) {
  const { t } = useTranslation();
  const { error } = join;
  const message =
    error instanceof JoinError ? t(`joinErrors.${error.code}`) : error && apiErrorMessage(t, error);

  return (
    <>
      {message && <Alert severity="error">{message}</Alert>}
      <Button
        variant="contained"
        size="large"
        // Joining includes waiting for the membership to show; after it, the group opens.
        loading={join.busy}
        onClick={join.start}
      >
        {t('join.join')}
      </Button>
    </>
  );
}
