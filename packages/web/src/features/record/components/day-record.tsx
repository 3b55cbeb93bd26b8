import { compareDays, roleMay, type Day, type GroupRole } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDayFormat } from '../../../lib/datetime.ts';
import { trainingMarkOf, useSchedule } from '../../season/hooks/use-schedule.ts';
import { useDayHistory, useRollCall, useSaveRollCall } from '../api/roll-call.ts';
import { usePersonName } from '../hooks/use-person-name.ts';
import { RollCallDialog } from './roll-call-dialog.tsx';
import styles from './day-record.module.css';

interface DayRecordProps {
  groupId: string;
  day: Day;
  today: Day;
  myRole: GroupRole;
  meId: string;
}

/**
 * The day's record in the day sheet (docs/product.md#the-seasons-record), from the day of a
 * training on (any day in a group without training days): for whoever runs the trainings, "Who came" and who saved it; for a member, their
 * own record once there is one; for everyone, on a day that is over, the former members' answers.
 */
export function DayRecord({ groupId, day, today, myRole, meId }: DayRecordProps) {
  const schedule = useSchedule();
  const begun = compareDays(day, today) <= 0;
  if (!begun) return null;
  // A group with training days takes the roll call on them; one without, on any day.
  const trainingDay =
    schedule.trainingDays.length === 0 || trainingMarkOf(schedule, day)?.kind === 'training';
  return (
    <>
      {!trainingDay ? null : roleMay(myRole, 'take-roll-call') ? (
        <RollCallTools groupId={groupId} day={day} />
      ) : (
        <MyRecord groupId={groupId} day={day} meId={meId} />
      )}
      <FormerMembers groupId={groupId} day={day} />
    </>
  );
}

function RollCallTools({ groupId, day }: { groupId: string; day: Day }) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();
  const [open, setOpen] = useState(false);
  const rollCall = useRollCall(groupId, day);
  const save = useSaveRollCall(groupId, day);
  const data = rollCall.data;
  const came = data?.entries.filter((entry) => entry.came).length ?? 0;
  return (
    <section aria-label={t('record.whoCame')} className={styles.tools}>
      <Button size="small" variant="outlined" disabled={!data} onClick={() => setOpen(true)}>
        {t('record.whoCame')}
      </Button>
      <span className={styles.status} data-testid="roll-call-status">
        {data?.recorded
          ? `${t('record.cameCount', { count: came })} · ${
              data.recordedByDisplayName
                ? t('record.recordedBy', { name: data.recordedByDisplayName })
                : t('record.recorded')
            }`
          : t('record.notRecorded')}
      </span>
      {data && (
        <MountWhenOpened open={open}>
          <RollCallDialog
            open={open}
            date={formatDay(day, 'fullDate')}
            rollCall={data}
            pending={save.isPending}
            onClose={() => setOpen(false)}
            onSave={(ids) =>
              save.mutate(ids, {
                onSuccess: () => {
                  setOpen(false);
                  showSnackbar(t('record.saved'), { severity: 'success' });
                },
                onError: (error) => errorToast.show(apiErrorMessage(t, error)),
              })
            }
          />
        </MountWhenOpened>
      )}
      {errorToast.toast}
    </section>
  );
}

/** A member's own record of the day, once a coach saved who came. */
function MyRecord({ groupId, day, meId }: { groupId: string; day: Day; meId: string }) {
  const { t } = useTranslation();
  const { data } = useRollCall(groupId, day);
  const mine = data?.entries.find((entry) => entry.userId === meId);
  if (!data?.recorded || !mine) return null;
  return (
    <p className={styles.mine} data-testid="my-record">
      {mine.came ? t('record.youCame') : t('record.youWereNotThere')}
    </p>
  );
}

/** The answers of people no longer members on the day, shown as former (or deleted) members. */
function FormerMembers({ groupId, day }: { groupId: string; day: Day }) {
  const { t } = useTranslation();
  const nameOf = usePersonName();
  const { data } = useDayHistory(groupId, day, true);
  if (!data) return null;
  const former = new Map(
    data.people.filter((p) => p.status !== 'member').map((p) => [p.personId, p]),
  );
  const answers = data.answers.filter((answer) => former.has(answer.personId));
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby={`former-${day}`} className={styles.former}>
      <h3 id={`former-${day}`} className={styles.legend}>
        {t('record.formerMembers')}
      </h3>
      <ul className={styles.formerList}>
        {answers.map((answer) => (
          <li key={answer.personId}>
            {nameOf(former.get(answer.personId)!)}
            {' · '}
            {answer.attendance ? t('record.formerPresent') : t('record.formerAway')}
          </li>
        ))}
      </ul>
    </section>
  );
}
