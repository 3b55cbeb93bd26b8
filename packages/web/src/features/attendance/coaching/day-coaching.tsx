import {
  ANNOUNCEMENT_MAX,
  CANCEL_REASON_MAX,
  roleMay,
  type AttendanceRecord,
  type Day,
  type GroupMember,
} from '@turnout/domain';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDateFormat, useDayFormat } from '../../../lib/datetime.ts';
import {
  useAnnounce,
  useAnswerFor,
  useCancelTraining,
  useNudge,
  useRestoreTraining,
  useWithdrawAnnouncement,
} from '../api/coach-day.ts';
import { trainingMarkOf, useSchedule } from '../../season/hooks/use-schedule.ts';
import { useCoaching, useTrainingNote } from './coaching-context.ts';
import { LineDialog } from './line-dialog.tsx';
import { AnswerForDialog } from './answer-for-dialog.tsx';
import styles from './day-coaching.module.css';

/**
 * The top of the day sheet: the day's announcement and, on a cancelled training, who cancelled it
 * and why (docs/product.md#coaches-and-hand-over). Everyone sees it.
 */
export const DayNotice = memo(function DayNotice({ day }: { day: Day }) {
  const { t } = useTranslation();
  const note = useTrainingNote(day);
  if (!note?.announcement && !note?.cancelled) return null;
  return (
    <div className={styles.notices}>
      {note.cancelled && (
        <Alert severity="warning" data-testid="day-cancelled">
          {t('coaching.cancelledBecause', {
            name: note.cancelled.byDisplayName,
            reason: note.cancelled.reason,
          })}
        </Alert>
      )}
      {note.announcement && (
        <Alert severity="info" data-testid="day-announcement">
          <strong>{t('coaching.announcementBy', { name: note.announcement.byDisplayName })}</strong>
          {': '}
          {note.announcement.text}
        </Alert>
      )}
    </div>
  );
});

type Open = 'announce' | 'cancel' | 'answer' | null;

/**
 * The owner's and coaches' tools for the selected day: remind the members who have not answered
 * (once per day; then the time it was sent), write, edit or withdraw the announcement, cancel the
 * training with a reason or take that back. Members see none of it (the domain's role table).
 */
export function CoachTools(props: {
  day: Day;
  meId: string;
  members: GroupMember[];
  records: AttendanceRecord[];
  disabled: boolean;
}) {
  const { day, meId, members, records } = props;
  const { t } = useTranslation();
  const { groupId, myRole } = useCoaching();
  const note = useTrainingNote(day);
  const mark = trainingMarkOf(useSchedule(), day);
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();
  const [open, setOpen] = useState<Open>(null);
  const nudge = useNudge(groupId);
  const announce = useAnnounce(groupId);
  const withdraw = useWithdrawAnnouncement(groupId);
  const cancel = useCancelTraining(groupId);
  const restore = useRestoreTraining(groupId);
  const answerFor = useAnswerFor(groupId);
  if (!roleMay(myRole, 'nudge')) return null;

  const answered = new Set(records.map((record) => record.userId));
  const silent = members.filter((m) => m.userId !== meId && !answered.has(m.userId)).length;
  const onError = (error: unknown) => errorToast.show(apiErrorMessage(t, error));
  const done = (text: string) => () => {
    setOpen(null);
    showSnackbar(text, { severity: 'success' });
  };
  const date = formatDay(day, 'fullDate');

  return (
    <section aria-label={t('coaching.coachTools')} className={styles.tools}>
      {note?.nudgedAt ? (
        <Button size="small" variant="outlined" disabled>
          {t('coaching.nudged', { time: formatDate(new Date(note.nudgedAt), 'time') })}
        </Button>
      ) : (
        silent > 0 && (
          <Button
            size="small"
            variant="outlined"
            disabled={props.disabled}
            loading={nudge.isPending}
            onClick={() =>
              nudge.mutate(day, {
                onSuccess: (sent) =>
                  showSnackbar(t('coaching.nudgeSent', { count: sent.recipientCount }), {
                    severity: 'success',
                  }),
                onError,
              })
            }
          >
            {t('coaching.nudge', { count: silent })}
          </Button>
        )
      )}
      <Button size="small" variant="outlined" onClick={() => setOpen('announce')}>
        {note?.announcement ? t('coaching.editAnnouncement') : t('coaching.announce')}
      </Button>
      {note?.announcement && (
        <Button
          size="small"
          loading={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(day, { onSuccess: done(t('coaching.announcementWithdrawn')), onError })
          }
        >
          {t('coaching.withdrawAnnouncement')}
        </Button>
      )}
      {mark?.kind === 'training' && (
        <Button size="small" color="error" onClick={() => setOpen('cancel')}>
          {t('coaching.cancelTraining')}
        </Button>
      )}
      {mark?.kind === 'cancelled' && note?.cancelled && (
        <Button
          size="small"
          loading={restore.isPending}
          onClick={() => restore.mutate(day, { onSuccess: done(t('coaching.restored')), onError })}
        >
          {t('coaching.restoreTraining')}
        </Button>
      )}
      <Button size="small" variant="outlined" onClick={() => setOpen('answer')}>
        {t('coaching.answerForMember')}
      </Button>
      <MountWhenOpened open={open === 'answer'}>
        <AnswerForDialog
          open={open === 'answer'}
          date={date}
          members={members.filter((m) => m.userId !== meId)}
          records={records}
          pending={answerFor.isPending}
          onClose={() => setOpen(null)}
          onSave={(userId, state) =>
            answerFor.mutate(
              { userId, day, state },
              { onSuccess: done(t('coaching.answeredFor')), onError },
            )
          }
        />
      </MountWhenOpened>
      <MountWhenOpened open={open === 'announce'}>
        <LineDialog
          open={open === 'announce'}
          title={t('coaching.announcementTitle', { date })}
          label={t('coaching.announcementLabel')}
          help={t('coaching.announcementHelp')}
          initial={note?.announcement?.text ?? ''}
          max={ANNOUNCEMENT_MAX}
          confirmLabel={t('coaching.save')}
          pending={announce.isPending}
          onClose={() => setOpen(null)}
          onSave={(text) =>
            announce.mutate({ day, text }, { onSuccess: done(t('coaching.announced')), onError })
          }
        />
      </MountWhenOpened>
      <MountWhenOpened open={open === 'cancel'}>
        <LineDialog
          open={open === 'cancel'}
          title={t('coaching.cancelTitle', { date })}
          label={t('coaching.reasonLabel')}
          help={t('coaching.cancelText')}
          initial=""
          max={CANCEL_REASON_MAX}
          confirmLabel={t('coaching.cancelConfirm')}
          destructive
          pending={cancel.isPending}
          onClose={() => setOpen(null)}
          onSave={(reason) =>
            cancel.mutate({ day, reason }, { onSuccess: done(t('coaching.cancelled')), onError })
          }
        />
      </MountWhenOpened>
      {errorToast.toast}
    </section>
  );
}
