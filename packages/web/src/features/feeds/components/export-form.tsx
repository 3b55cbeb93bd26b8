import {
  firstDayOfMonth,
  isDay,
  lastDayOfMonth,
  monthOf,
  today,
  validateDayInterval,
  EXPORT_MAX_DAYS,
  type ExportContent,
} from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import layout from '../../../components/ui/layout.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useDownloadExport } from '../api/download-export.ts';
import styles from './feeds.module.css';

/** The group's days as CSV: this month by default, any range up to a year. */
export function ExportForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const { timeZone } = useConfig();
  const month = monthOf(today(timeZone));
  const [from, setFrom] = useState<string>(firstDayOfMonth(month));
  const [to, setTo] = useState<string>(lastDayOfMonth(month));
  const download = useDownloadExport(groupId);
  const showSnackbar = useSnackbar();
  // The server checks the same rule; saying it here spares a round trip.
  const problem =
    isDay(from) && isDay(to) ? validateDayInterval({ from, to }, EXPORT_MAX_DAYS) : undefined;
  const ready = isDay(from) && isDay(to) && !problem;

  function save(content: ExportContent) {
    if (!isDay(from) || !isDay(to)) return;
    download.mutate(
      { from, to, content },
      {
        onError: (error) =>
          showSnackbar(apiErrorMessage(t, error) || t('feeds.downloadFailed'), {
            severity: 'error',
          }),
      },
    );
  }

  return (
    <div className={`${layout.stack} ${layout.gap2}`}>
      <div className={styles.dates}>
        <TextField
          type="date"
          label={t('feeds.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          type="date"
          label={t('feeds.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={problem !== undefined}
          helperText={problem}
        />
      </div>
      <div className={`${layout.row} ${layout.wrap} ${layout.gap1}`}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!ready}
          loading={download.isPending && download.variables.content === 'attendance'}
          onClick={() => save('attendance')}
        >
          {t('feeds.downloadDays')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!ready}
          loading={download.isPending && download.variables.content === 'notes'}
          onClick={() => save('notes')}
        >
          {t('feeds.downloadNotes')}
        </Button>
      </div>
    </div>
  );
}
