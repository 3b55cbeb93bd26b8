import {
  choiceOfRecord,
  compareDays,
  roleMay,
  countByState,
  groupByState,
  isNoOpChange,
  type AttendanceChoice,
  type AttendanceRecord,
  type Day,
  type GroupMember,
} from '@turnout/domain';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { EditNoteIcon } from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useConfig } from '../../../lib/config.ts';
import { useDayFormat } from '../../../lib/datetime.ts';
import { useChangeAttendance, withPendingAnswer, type Me } from '../api/change-attendance.ts';
import { useQueuedAnswers } from '../hooks/use-queued-answers.ts';
import { useSaveFailedMessage } from '../hooks/use-save-failed-message.ts';
import { AttendanceToggle } from './attendance-toggle.tsx';
import styles from './day-sheet.module.css';
import { MemberColumns } from './member-columns.tsx';
import { SeriesButton, TrainingInfo } from '../../season/components/day-season.tsx';
import { limitCounts, TrainingRulesInfo } from '../../season/components/training-rules.tsx';
import { DayRolesContext, useCoaching, useDayRoles } from '../coaching/coaching-context.ts';
import { DayRecord } from '../../record/components/day-record.tsx';
import { CoachTools, DayNotice } from '../coaching/day-coaching.tsx';

// Loads when first opened: the day's lists do not wait for the note form's code.
const NoteDialog = lazy(() =>
  import('./note-dialog.tsx').then((module) => ({ default: module.NoteDialog })),
);

interface DayAnswersProps {
  groupId: string;
  members: GroupMember[];
  me: Me;
  day: Day;
  today: Day;
  /** The selected day's records. */
  records: AttendanceRecord[];
  loading: boolean;
}

/**
 * The selected day's answers (docs/product.md#day-sheet): my toggle and note, counts and lists
 * per state. It holds my answer's mutation, so an answer on its way re-renders this part of the
 * sheet alone, not its frame or the date row (docs/performance.md#marking-a-day).
 */
export function DayAnswers(props: DayAnswersProps) {
  const { groupId, members, me, day, today, loading } = props;
  const { t } = useTranslation();
  const { locale } = useConfig();
  const formatDay = useDayFormat();
  const [noteOpen, setNoteOpen] = useState(false);
  const mutation = useChangeAttendance({ groupId, me, onError: useSaveFailedMessage() });
  const unsent = useQueuedAnswers(groupId, me.id).has(day);
  // My answer shows here in the tap's own frame, before the calendar takes it.
  const records = withPendingAnswer(
    props.records,
    me,
    day,
    mutation.isPending ? mutation.variables : undefined,
  );

  const mine = choiceOfRecord(records.find((record) => record.userId === me.id));
  const memberIds = useMemo(() => members.map((member) => member.userId), [members]);
  const counts = useMemo(() => {
    // "Present" counts those in; the waiting are listed there too, after them (ADR 045).
    const all = countByState(records, memberIds);
    return { ...all, present: all.present - limitCounts(records).waiting };
  }, [records, memberIds]);
  const lists = useMemo(() => groupByState(records, members, locale), [records, members, locale]);

  function change(next: AttendanceChoice) {
    // Nothing is sent when neither the state nor the note changes (docs/product.md#day-attendance).
    if (isNoOpChange(mine, next)) return;
    mutation.mutate({ day, choice: next });
  }

  const dayRoles = useDayRoles(day, members);
  // A day that is over is closed to members' own answers; whoever runs the trainings may still
  // correct it (docs/decisions/049-roll-call-and-closed-days.md).
  const { myRole } = useCoaching();
  const closed = compareDays(day, today) < 0 && !roleMay(myRole, 'answer-for-member');
  const canNote = mine.state !== 'undecided';
  const noteLabel = mine.note ? t('attendance.editNote') : t('attendance.addNote');

  return (
    <DayRolesContext value={dayRoles}>
      <DayNotice day={day} />
      <div className={styles.mine}>
        <AttendanceToggle
          value={mine.state}
          disabled={loading || closed}
          // The note belongs to the answer it was written for: a new answer starts without one
          // (docs/decisions/032-notes-belong-to-answers.md).
          onChange={(state) => change({ state })}
        />
        <Tooltip title={canNote ? noteLabel : t('attendance.noteNeedsState')}>
          {/* A disabled button gets no pointer events; the span still shows why. */}
          <span>
            <IconButton
              aria-label={noteLabel}
              disabled={loading || closed || !canNote}
              onClick={() => setNoteOpen(true)}
              color={mine.note ? 'primary' : 'default'}
            >
              <EditNoteIcon />
            </IconButton>
          </span>
        </Tooltip>
        <SeriesButton groupId={groupId} meId={me.id} day={day} disabled={loading} />
        <div role="status" className={styles.saving}>
          {mutation.isPending
            ? t('attendance.saving')
            : unsent
              ? t('attendance.waitingToSend')
              : ''}
        </div>
      </div>
      {closed && (
        <p className={styles.closed} data-testid="day-closed">
          {t('record.dayClosed')}
        </p>
      )}
      <TrainingInfo day={day} />
      <TrainingRulesInfo day={day} records={records} meId={me.id} />
      <CoachTools day={day} meId={me.id} members={members} records={records} disabled={loading} />
      <DayRecord groupId={groupId} day={day} today={today} myRole={myRole} meId={me.id} />
      <MemberColumns
        counts={counts}
        lists={lists}
        loading={loading}
        ownerId={members.find((member) => member.role === 'owner')?.userId}
      />
      <MountWhenOpened open={noteOpen}>
        <NoteDialog
          open={noteOpen}
          date={formatDay(day, 'fullDate')}
          note={mine.note ?? ''}
          onClose={() => setNoteOpen(false)}
          onSave={(note) => {
            setNoteOpen(false);
            change({ state: mine.state, note });
          }}
        />
      </MountWhenOpened>
    </DayRolesContext>
  );
}
