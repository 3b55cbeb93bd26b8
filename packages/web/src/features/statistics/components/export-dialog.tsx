import type { DayInterval, RecordExportFormat } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent, DialogContentText } from '../../../components/ui/dialog.tsx';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDownloadRecord } from '../api/download-record.ts';
import { rangeOf } from '../model/period.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import styles from './statistics.module.css';

interface ExportDialogProps {
  groupId: string;
  open: boolean;
  onClose: () => void;
  /** The screen's period, which the dialog starts from. */
  period: DayInterval;
}

/** The record's export (docs/product.md#statistics): the period, then CSV or an Excel workbook. */
export function ExportDialog({ groupId, open, onClose, period }: ExportDialogProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<string>(period.from);
  const [to, setTo] = useState<string>(period.to);
  const download = useDownloadRecord(groupId);
  const showSnackbar = useSnackbar();
  const range = rangeOf(from, to);
  const ready = !('problem' in range);
  const problem = 'problem' in range ? range.problem : undefined;

  function save(format: RecordExportFormat) {
    if ('problem' in range) return;
    download.mutate(
      { ...range, format },
      {
        onError: (error) =>
          showSnackbar(apiErrorMessage(t, error) || t('statistics.exportFailed'), {
            severity: 'error',
          }),
      },
    );
  }

  const busy = (format: RecordExportFormat) =>
    download.isPending && download.variables.format === format;

  return (
    <BasicDialog open={open} onClose={onClose} title={t('statistics.exportTitle')} size="md">
      <DialogContent>
        <DialogContentText>{t('statistics.exportIntro')}</DialogContentText>
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} problem={problem} />
      </DialogContent>
      <DialogActions className={styles.exportActions}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!ready}
          loading={busy('csv')}
          onClick={() => save('csv')}
        >
          {t('statistics.exportCsv')}
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!ready}
          loading={busy('xlsx')}
          onClick={() => save('xlsx')}
        >
          {t('statistics.exportXlsx')}
        </Button>
      </DialogActions>
    </BasicDialog>
  );
}
