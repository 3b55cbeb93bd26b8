import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { serverMessage } from '../../../lib/api-error-message.ts';
import { useDayFormat } from '../../../lib/datetime.ts';
import type { ChangeAttendanceVariables } from '../api/change-attendance.ts';
import { useLatestCallback } from './use-latest-callback.ts';

type Reason = 'notMember' | 'unavailable' | 'other';

function reasonOf(error: unknown): Reason {
  if (!isApiError(error)) return 'other';
  // The server answers the same for a group I left as for one that never existed.
  if (error.code === 'not-found' || error.code === 'permission-denied') return 'notMember';
  if (error.code === 'unavailable') return 'unavailable';
  return 'other';
}

/** Explains a refused change in the snackbar; the calendar has already put the old state back. */
export function useSaveFailedMessage() {
  const { t } = useTranslation();
  const show = useSnackbar();
  const formatDay = useDayFormat();
  return useLatestCallback((error: unknown, { day }: ChangeAttendanceVariables) => {
    const reason = reasonOf(error);
    // Any other refusal the server explained (too many changes, a note it cannot take) in words.
    const words = reason === 'other' ? serverMessage(t, error) : undefined;
    show(
      t('attendance.saveFailed', {
        date: formatDay(day, 'fullDate'),
        reason: words ?? t(`attendance.failureReasons.${reason}`),
      }),
      {
        severity: 'error',
      },
    );
  });
}
