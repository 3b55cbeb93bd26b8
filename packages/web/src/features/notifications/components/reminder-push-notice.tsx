import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useNativeBridge } from '../../../lib/native/native-bridge.tsx';
import { getPushState, usePushState } from '../push/push-state.ts';
import { registerWebPush, webPushPermission, type WebPushPermission } from '../push/web-push.ts';
import styles from './push-offer.module.css';

/**
 * Under reminders that are on: whether this device will get them as notifications. Where it
 * will not, it says that they will be in the inbox only, and offers to turn notifications on
 * where the browser can still ask (docs/decisions/023-season-planning-screens.md). Native shells
 * register by themselves.
 */
export function ReminderPushNotice() {
  const { t } = useTranslation();
  const bridge = useNativeBridge();
  const showSnackbar = useSnackbar();
  const { status, token } = usePushState();
  const [permission, setPermission] = useState<WebPushPermission>(webPushPermission);
  const [busy, setBusy] = useState(false);

  if (bridge.isNative) return null;
  if (permission === 'unsupported') {
    return <Alert severity="info">{t('season.remindersNoPushHere')}</Alert>;
  }
  if (permission === 'denied') {
    return <Alert severity="info">{t('season.remindersPushBlocked')}</Alert>;
  }
  if (permission === 'granted') {
    return status !== undefined && !token ? (
      <Alert severity="warning">{t('push.failed')}</Alert>
    ) : null;
  }

  async function turnOn() {
    setBusy(true);
    const next = await registerWebPush({ prompt: true });
    setBusy(false);
    setPermission(next);
    if (next === 'granted' && getPushState().token) {
      showSnackbar(t('push.turnedOn'), { severity: 'success' });
    }
  }

  return (
    <Alert severity="info">
      {t('season.remindersNoPush')}
      <div className={styles.actions}>
        <Button variant="contained" size="small" loading={busy} onClick={() => void turnOn()}>
          {t('push.turnOn')}
        </Button>
      </div>
    </Alert>
  );
}
