import { DEFAULT_REMINDER_HOUR, type GroupSummary } from '@turnout/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSetReminders } from '../api/set-reminders.ts';
import { PerGroupSettingsSection } from '../../notifications/components/per-group-settings-section.tsx';
import styles from './reminder-settings.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "18:00": the reminder's hour, as the day sheet writes training times. */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** /settings: my reminders per group, on or off and at which hour (so does the group menu). */
export function ReminderSettingsSection() {
  const { t } = useTranslation();
  return (
    <PerGroupSettingsSection
      title={t('season.remindersTitle')}
      text={t('season.remindersText')}
      renderGroup={(group) => <GroupReminders group={group} />}
    />
  );
}

/** One group's reminder switch and hour: in /settings, and in the group menu's Reminders dialog. */
export function GroupReminders({
  group,
}: {
  group: Pick<GroupSummary, 'id' | 'name' | 'reminders' | 'reminderHour'>;
}) {
  const { t } = useTranslation();
  const hourId = useId();
  const saveSettings = useReminderSaver(group);
  // What the member just chose, shown at once (a controlled switch that waited for the cache
  // would spring back for a moment); the stored settings take over when the save settles.
  const [chosen, setChosen] = useState<{ reminders: boolean; reminderHour: number }>();
  const on = chosen?.reminders ?? group.reminders ?? false;
  const hour = chosen?.reminderHour ?? group.reminderHour ?? DEFAULT_REMINDER_HOUR;
  const save = (settings: { reminders: boolean; reminderHour: number }) => {
    setChosen(settings);
    saveSettings(settings, () => setChosen(undefined));
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('season.remindersFor', { group: group.name })}</legend>
      <Switch
        label={t('season.reminders')}
        checked={on}
        onChange={(event) => save({ reminders: event.target.checked, reminderHour: hour })}
      />
      <span className={styles.hour}>
        <label htmlFor={hourId}>{t('season.reminderHour')}</label>
        <select
          id={hourId}
          className={styles.select}
          value={hour}
          onChange={(event) => save({ reminders: on, reminderHour: Number(event.target.value) })}
        >
          {HOURS.map((option) => (
            <option key={option} value={option}>
              {formatHour(option)}
            </option>
          ))}
        </select>
      </span>
    </fieldset>
  );
}

/** Saves a group's reminder setting; says so, or that it failed (the switch goes back). */
export function useReminderSaver(group: Pick<GroupSummary, 'id' | 'name'>) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const mutation = useSetReminders(group.id);
  return (settings: { reminders: boolean; reminderHour: number }, onSettled?: () => void) =>
    mutation.mutate(settings, {
      onSettled,
      onSuccess: () =>
        showSnackbar(
          t(settings.reminders ? 'season.remindersOn' : 'season.remindersOff', {
            group: group.name,
            time: formatHour(settings.reminderHour),
          }),
        ),
      onError: (error) => {
        console.warn('Saving the reminder setting failed.', error);
        showSnackbar(t('season.remindersFailed'), { severity: 'error' });
      },
    });
}
