import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePushOffer } from '../../notifications/push/use-push-offer.ts';
import styles from './reminder-settings.module.css';

/**
 * Under reminders that are on: whether this device will get them as notifications. Where it
 * will not, it says that they will be in the inbox only, and offers to turn notifications on
 * where the browser can still ask (docs/decisions/023-season-planning-screens.md). Native shells
 * register by themselves.
 */
export function ReminderPushNotice() {
  const { t } = useTranslation();
  const { isNative, permission, failed, busy, turnOn } = usePushOffer();

  if (isNative) return null;
  if (permission === 'unsupported') {
    return <Alert severity="info">{t('season.remindersNoPushHere')}</Alert>;
  }
  if (permission === 'denied') {
    return <Alert severity="info">{t('season.remindersPushBlocked')}</Alert>;
  }
  if (permission === 'granted') {
    return failed ? <Alert severity="warning">{t('push.failed')}</Alert> : null;
  }

  return (
    <Alert severity="info">
      {t('season.remindersNoPush')}
      <div className={styles.noticeActions}>
        <Button variant="contained" size="small" loading={busy} onClick={turnOn}>
          {t('push.turnOn')}
        </Button>
      </div>
    </Alert>
  );
}
