import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './statistics.module.css';

interface DateRangeFieldsProps {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** Why the range cannot be used, shown under "To". */
  problem: string | undefined;
}

/** "From" and "To" of a chosen period: the screen's own range and the export dialog's. */
export function DateRangeFields({ from, to, onFrom, onTo, problem }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.dates}>
      <TextField
        type="date"
        label={t('statistics.from')}
        value={from}
        onChange={(event) => onFrom(event.target.value)}
      />
      <TextField
        type="date"
        label={t('statistics.to')}
        value={to}
        onChange={(event) => onTo(event.target.value)}
        error={problem !== undefined}
        helperText={problem}
      />
    </div>
  );
}
