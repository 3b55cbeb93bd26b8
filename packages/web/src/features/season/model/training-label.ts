import type { TFunction } from 'i18next';
import type { TrainingMark } from '../hooks/use-schedule.ts';

/** The words a day cell's accessible name gets for its mark: "training day at 18:30". */
export function trainingLabel(t: TFunction, mark: TrainingMark | undefined): string | undefined {
  if (!mark) return undefined;
  if (mark.kind === 'cancelled') return t('season.cellCancelled');
  const { time } = mark.training;
  return time ? t('season.cellTrainingAt', { time }) : t('season.cellTraining');
}
