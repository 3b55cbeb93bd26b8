import { lazy, memo, useState } from 'react';
import type { Day } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { EventOutlinedIcon } from '../../../components/ui/icons.tsx';
import { trainingMarkOf, useSchedule } from '../hooks/use-schedule.ts';
import styles from './day-season.module.css';

// The form's code loads when first opened: the sheet does not wait for it.
const SeriesDialog = lazy(() =>
  import('./series-dialog.tsx').then((module) => ({ default: module.SeriesDialog })),
);

/** The day sheet's line about training: "Training day · 18:30 · Hall 2", or that it is cancelled. */
export const TrainingInfo = memo(function TrainingInfo({ day }: { day: Day }) {
  const { t } = useTranslation();
  const mark = trainingMarkOf(useSchedule(), day);
  if (!mark) return null;
  const words =
    mark.kind === 'cancelled'
      ? t('season.trainingCancelled')
      : [t('season.trainingDay'), timeSpan(mark.training), mark.training.place]
          .filter(Boolean)
          .join(' · ');
  return (
    <p className={styles.training} data-kind={mark.kind} data-testid="training-info">
      {words}
    </p>
  );
});

/** "18:30", or "18:30–20:00" with the training's end (ADR 045), or nothing. */
function timeSpan(training: { time: string | null; end?: string | null | undefined }) {
  if (!training.time) return null;
  return training.end ? `${training.time}–${training.end}` : training.time;
}

/** The day sheet's button to answer several days at once, and the dialog it opens. */
export const SeriesButton = memo(function SeriesButton({
  groupId,
  meId,
  day,
  disabled,
}: {
  groupId: string;
  meId: string;
  day: Day;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('season.repeatAnswer')}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <EventOutlinedIcon />
      </IconButton>
      <MountWhenOpened open={open}>
        <SeriesDialog
          groupId={groupId}
          meId={meId}
          day={day}
          open={open}
          onClose={() => setOpen(false)}
        />
      </MountWhenOpened>
    </>
  );
});
