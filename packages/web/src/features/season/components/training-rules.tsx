import {
  answerDeadlineMs,
  trainingRulesOn,
  type AttendanceRecord,
  type Day,
} from '@turnout/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { useDateFormat } from '../../../lib/datetime.ts';
import { useSchedule } from '../hooks/use-schedule.ts';
import styles from './day-season.module.css';

// The day sheet's lines about a training's own rules (docs/decisions/045-training-limit-and-
// waitlist.md, 046-answer-deadline.md): "Present 12/12 · Waiting 3", my place on the waitlist,
// and when answers close (or that they closed).

/** How many are in and how many wait, from the day's records (waiting ones carry their place). */
export function limitCounts(records: readonly AttendanceRecord[]) {
  let present = 0;
  let waiting = 0;
  for (const record of records) {
    if (!record.attendance) continue;
    if (record.waiting === undefined) present++;
    else waiting++;
  }
  return { present, waiting };
}

export const TrainingRulesInfo = memo(function TrainingRulesInfo({
  day,
  records,
  meId,
  now = Date.now(),
}: {
  day: Day;
  records: AttendanceRecord[];
  meId: string;
  now?: number;
}) {
  const { t } = useTranslation();
  const { timeZone } = useConfig();
  const format = useDateFormat();
  const rules = trainingRulesOn(useSchedule(), day);
  if (!rules || (rules.limit === null && rules.deadlineHours === null)) return null;
  const { present, waiting } = limitCounts(records);
  const myPlace = records.find((record) => record.userId === meId)?.waiting;
  const deadline = answerDeadlineMs(rules, day, timeZone);
  const when =
    deadline === undefined ? '' : `${format(deadline, 'dayMonth')}, ${format(deadline, 'time')}`;
  return (
    <div className={styles.rules} data-testid="training-rules">
      {rules.limit !== null && (
        <p data-testid="limit-counts">
          {t('training.presentOfLimit', { present, limit: rules.limit })}
          {waiting > 0 && ` · ${t('training.waitingCount', { count: waiting })}`}
        </p>
      )}
      {myPlace !== undefined && (
        <p data-testid="my-place" className={styles.strong}>
          {t('training.waitingPlace', { place: myPlace })}
        </p>
      )}
      {deadline !== undefined && (
        <p data-testid="answers-close">
          {now >= deadline
            ? t('training.answersClosed', { when })
            : t('training.answersClose', { when })}
        </p>
      )}
    </div>
  );
});
