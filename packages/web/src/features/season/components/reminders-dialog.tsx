import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import text from '../../../components/ui/text.module.css';
import { ReminderPushNotice } from './reminder-push-notice.tsx';
import { GroupReminders } from './reminder-settings.tsx';
import styles from './reminder-settings.module.css';

interface RemindersDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
}

/**
 * The group menu's Reminders (docs/decisions/023-season-planning-screens.md): the switch and the
 * hour in one place, as in /settings, and, while reminders are on, whether this device will get
 * them as notifications, with the offer to turn those on.
 */
export function RemindersDialog({ group, open, onClose }: RemindersDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('season.remindersTitle')} maxWidth="sm">
      <p className={`${text.body2} ${styles.intro}`}>{t('season.remindersText')}</p>
      <GroupReminders group={group} />
      {group.reminders && <ReminderPushNotice />}
    </Dialog>
  );
}
