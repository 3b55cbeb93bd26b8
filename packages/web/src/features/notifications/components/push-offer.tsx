import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NotificationsActiveIcon } from '../../../components/ui/icons.tsx';
import layout from '../../../components/ui/layout.module.css';
import { usePushOffer } from '../push/use-push-offer.ts';
import styles from './push-offer.module.css';

/**
 * Offers push on the inbox, where a user thinks about notifications, instead of a permission
 * prompt on page load (docs/product.md#push-registration). Shown on the web while the browser
 * has not been asked yet; says so when the browser blocks them or registering failed. Native
 * shells register by themselves.
 */
export function PushOffer() {
  const { t } = useTranslation();
  const { isNative, permission, failed, busy, turnOn } = usePushOffer();
  const [dismissed, setDismissed] = useState(false);

  if (isNative || permission === 'unsupported') return null;
  if (permission === 'denied') return <Alert severity="info">{t('push.blocked')}</Alert>;
  if (permission === 'granted') {
    // Registered before, or just now: only a failure is worth a word.
    return failed ? <Alert severity="warning">{t('push.failed')}</Alert> : null;
  }
  if (dismissed) return null;

  return (
    <Alert severity="info" icon={<NotificationsActiveIcon />} title={t('push.offerTitle')}>
      {t('push.offerText')}
      <div className={`${layout.row} ${layout.gap1} ${styles.actions}`}>
        <Button variant="contained" size="small" loading={busy} onClick={turnOn}>
          {t('push.turnOn')}
        </Button>
        <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
          {t('push.notNow')}
        </Button>
      </div>
    </Alert>
  );
}
