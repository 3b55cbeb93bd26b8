import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useNativeBridge } from '../../../lib/native/native-bridge.tsx';
import { getPushState, usePushState } from './push-state.ts';
import { registerWebPush, webPushPermission, type WebPushPermission } from './web-push.ts';

/**
 * What a web push offer needs: whether the browser can still ask, whether registering failed,
 * and a button action that asks and confirms in a snackbar. Native shells register by themselves
 * (docs/product.md#push-registration).
 */
export function usePushOffer() {
  const { t } = useTranslation();
  const bridge = useNativeBridge();
  const showSnackbar = useSnackbar();
  const { status, token } = usePushState();
  const [permission, setPermission] = useState<WebPushPermission>(webPushPermission);
  const [busy, setBusy] = useState(false);

  async function turnOn() {
    setBusy(true);
    const next = await registerWebPush({ prompt: true });
    setBusy(false);
    setPermission(next);
    if (next === 'granted' && getPushState().token) {
      showSnackbar(t('push.turnedOn'), { severity: 'success' });
    }
  }

  return {
    isNative: bridge.isNative,
    permission,
    /** Granted, but registering this device failed. */
    failed: status !== undefined && !token,
    busy,
    turnOn: () => void turnOn(),
  };
}
