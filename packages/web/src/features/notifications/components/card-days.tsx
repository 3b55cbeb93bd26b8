import type { Notification } from '@turnout/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Collapse } from '../../../components/ui/collapse.tsx';
import { ExpandMoreIcon } from '../../../components/ui/icons.tsx';
import text from '../../../components/ui/text.module.css';
import { useDateFormat } from '../../../lib/datetime.ts';
import styles from './card-days.module.css';

/** A grouped card's days behind a toggle: each opens its own day (and marks it read). */
export function CardDays({
  days,
  onOpenDay,
}: {
  days: Notification[];
  onOpenDay: (notification: Notification) => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={styles.root}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        endIcon={<ExpandMoreIcon className={styles.chevron} data-open={open} />}
        onClick={() => setOpen((value) => !value)}
      >
        {t('notifications.showDays', { count: days.length })}
      </Button>
      <Collapse in={open} unmountOnExit id={listId}>
        <ul className={styles.list}>
          {days.map((day) => (
            <li key={day.id}>
              <Button
                fullWidth
                color="inherit"
                className={styles.day}
                onClick={() => onOpenDay(day)}
              >
                <span>
                  <span className={`${text.body2} ${styles.line}`}>
                    {format(day.context.timestamp, 'fullDate')}
                  </span>
                  {day.context.note && (
                    <span className={`${text.body2} ${styles.line} ${styles.note}`}>
                      {t('notifications.noteOf', { note: day.context.note })}
                    </span>
                  )}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </Collapse>
    </div>
  );
}
