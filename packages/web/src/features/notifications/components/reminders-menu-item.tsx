import { DEFAULT_REMINDER_HOUR, type Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { NotificationsActiveIcon } from '../../../components/ui/icons.tsx';
import { MenuCheckboxItem } from '../../../components/ui/menu.tsx';
import { formatHour, useReminderSaver } from './reminder-settings.tsx';

/**
 * The group menu's reminder switch (docs/decisions/022-season-planning.md), beside the mute
 * switch: on, Turnout reminds me the evening before a training day at my hour, which the item
 * shows and /settings changes.
 */
export function RemindersMenuItem({ group }: { group: Group }) {
  const { t } = useTranslation();
  const save = useReminderSaver(group);
  const hour = group.reminderHour ?? DEFAULT_REMINDER_HOUR;
  return (
    <MenuCheckboxItem
      checked={group.reminders ?? false}
      onCheckedChange={(reminders) => save({ reminders, reminderHour: hour })}
      icon={<NotificationsActiveIcon fontSize="small" />}
    >
      {t('season.remindersAt', { time: formatHour(hour) })}
    </MenuCheckboxItem>
  );
}
