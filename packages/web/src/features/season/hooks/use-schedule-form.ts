import { EMPTY_SCHEDULE, type Group } from '@turnout/domain';
import { useState } from 'react';
import { useUpdateSchedule } from '../api/update-schedule.ts';
import {
  placeProblems,
  scheduleChanged,
  scheduleDraftOf,
  scheduleInputOf,
  type ScheduleDraft,
} from '../model/schedule-form.ts';

/**
 * The Edit Group dialog's training days: the draft, its check, and saving it through the schedule
 * API when it changed. The dialog's Save calls `save()` after the group's own fields are saved.
 */
export function useScheduleForm(group: Group) {
  const stored = group.schedule ?? EMPTY_SCHEDULE;
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraftOf(stored));
  const [checked, setChecked] = useState(false);
  const mutation = useUpdateSchedule(group.id);
  const tooLong = checked ? placeProblems(draft) : [];

  /** Shows what is wrong; true when the draft can be saved. */
  function validate(): boolean {
    setChecked(true);
    return placeProblems(draft).length === 0;
  }

  /** Saves the draft if it changed; false (with the error shown) when saving failed. */
  async function save(): Promise<boolean> {
    if (!scheduleChanged(draft, stored)) return true;
    try {
      await mutation.mutateAsync(scheduleInputOf(draft));
      return true;
    } catch {
      return false;
    }
  }

  return {
    draft,
    setDraft,
    tooLong,
    validate,
    save,
    saving: mutation.isPending,
    error: mutation.error,
  };
}

export type ScheduleForm = ReturnType<typeof useScheduleForm>;
