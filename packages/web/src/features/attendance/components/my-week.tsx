import {
  activeDayParam,
  normalizeChoice,
  stateOfAttendance,
  type AttendanceState,
  type WeekDay,
} from '@turnout/domain';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useConfig } from '../../../lib/config.ts';
import { useDayFormat } from '../../../lib/datetime.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAnswerFromWeek } from '../api/answer-from-week.ts';
import { queuedAnswers, subscribeToQueue, type QueuedAnswer } from '../api/answer-queue.ts';
import { useWeek } from '../api/get-week.ts';
import { useSaveFailedMessage } from '../hooks/use-save-failed-message.ts';
import { AttendanceToggle } from './attendance-toggle.tsx';
import styles from './my-week.module.css';

/**
 * "My week" (docs/product.md#my-week): the next seven days across all my groups, each training
 * day or answered day with my answer, one tap to change it, the counts, and a link to the day.
 * The groups screen shows it first (beside the groups list on a wide screen).
 */
export function MyWeek({
  ready = true,
}: {
  /** The days wait for this (the screen's fonts): until then the loading state holds the place. */
  ready?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = useCurrentUser();
  const week = useWeek();
  const onError = useSaveFailedMessage();
  const answer = useAnswerFromWeek(user?.id ?? '', (error, { day }) =>
    onError(error, { day, choice: { state: 'undecided' } }),
  );
  const queue = useSyncExternalStore(subscribeToQueue, queuedAnswers);
  if (!user) return null;

  let body;
  if (week.data && ready) {
    body =
      week.data.days.length === 0 ? (
        <p className={styles.empty}>{t('attendance.week.empty')}</p>
      ) : (
        <ul className={styles.days}>
          {week.data.days.map((day) => (
            <WeekRow
              key={`${day.groupId}/${day.day}`}
              item={day}
              queued={queue.find(
                (queued) =>
                  queued.userId === user.id &&
                  queued.groupId === day.groupId &&
                  queued.day === day.day,
              )}
              onAnswer={(state) =>
                answer.mutate({
                  groupId: day.groupId,
                  groupName: day.groupName,
                  day: day.day,
                  state,
                })
              }
            />
          ))}
        </ul>
      );
  } else if (week.isError && ready) {
    body = (
      <LoadError
        message={t('attendance.week.loadFailed')}
        onRetry={() => void week.refetch()}
        retrying={week.isFetching}
      />
    );
  } else {
    body = (
      <p role="status" className={styles.empty}>
        {t('attendance.week.loading')}
      </p>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.week}>
      <h2 id={headingId} className={styles.title}>
        {t('attendance.week.title')}
      </h2>
      {body}
    </section>
  );
}

interface WeekRowProps {
  item: WeekDay;
  /** My answer for the day still waiting on the device, shown in place of the server's. */
  queued: QueuedAnswer | undefined;
  onAnswer: (state: AttendanceState) => void;
}

function WeekRow({ item, queued, onAnswer }: WeekRowProps) {
  const { t } = useTranslation();
  const { timeZone } = useConfig();
  const formatDay = useDayFormat();
  const date = formatDay(item.day, 'weekdayDayMonth');
  const fullDate = formatDay(item.day, 'fullDate');
  const state: AttendanceState = queued
    ? normalizeChoice({ state: queued.state }).state
    : item.mine?.waiting
      ? 'present'
      : stateOfAttendance(item.mine?.attendance);
  const { training, counts } = item;
  const time = training?.time
    ? training.end
      ? `${training.time}–${training.end}`
      : training.time
    : undefined;
  const facts = [time, training?.place].filter(Boolean).join(' · ');
  const notes = [
    item.cancelled && t('attendance.week.cancelled'),
    item.closed && t('attendance.week.closed'),
    item.mine?.waiting && !queued && t('attendance.week.onWaitlist'),
    queued && t('attendance.waitingToSend'),
  ].filter(Boolean);

  return (
    <Card as="li" variant="outlined" className={styles.day}>
      {/* Named by what it shows (WCAG 2.5.3): the date, the group and the training. */}
      <Link
        to={paths.group.href(item.groupId, Number(activeDayParam(item.day, timeZone)))}
        className={styles.open}
      >
        <span className={styles.date}>{date}</span>{' '}
        <span className={styles.group}>{item.groupName}</span>
        {facts && (
          <>
            {' '}
            <span className={styles.facts}>{facts}</span>
          </>
        )}
      </Link>
      <p className={styles.counts}>
        {t('attendance.week.counts', {
          present: counts.present,
          away: counts.away,
          undecided: counts.undecided,
        })}
        {counts.waiting > 0 && ` · ${t('attendance.week.waitlist', { count: counts.waiting })}`}
      </p>
      <AttendanceToggle
        value={state}
        disabled={item.closed && !queued}
        label={t('attendance.week.myAnswer', { group: item.groupName, date: fullDate })}
        onChange={onAnswer}
      />
      <p className={styles.notes} role="status">
        {notes.join(' · ')}
      </p>
    </Card>
  );
}
