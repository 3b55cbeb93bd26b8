import { useCallback, useEffect } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { registerBeforeLogOut } from '../../../lib/log-out-hooks.ts';
import { useNativeBridge } from '../../../lib/native/native-bridge.tsx';
import { useNativePushRegistration } from '../../../lib/native/push-registration.ts';
import { signOutPushToken } from '../api/sign-out-push-token.ts';
import { storePushToken } from '../api/store-push-token.ts';
import { getPushState, setPushState } from './push-state.ts';
import { registerWebPush } from './web-push.ts';

/**
 * Log-out's first step (docs/product.md#log-out): the record of this device's token is marked
 * signed out, so no more pushes reach a device nobody is signed in on. A record that is already
 * gone (404), or a session that already ended (401, log-out handles that), leaves nothing to do.
 */
export async function markPushTokenSignedOut(): Promise<void> {
  const { token } = getPushState();
  if (!token) return;
  try {
    await signOutPushToken(token);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 401)) return;
    throw error;
  }
}

/**
 * Push for the signed-in user, from start-up: on the web the token record is refreshed where
 * permission was given before (asking is the notifications screen's "Turn on notifications");
 * in the native shells the platform registers. Log-out marks the record signed out first.
 */
export function usePushRegistration(): void {
  const bridge = useNativeBridge();

  useEffect(() => registerBeforeLogOut(markPushTokenSignedOut), []);

  useEffect(() => {
    if (!bridge.isNative) void registerWebPush({ prompt: false });
  }, [bridge]);

  const storeNativeToken = useCallback(
    async (token: string) => {
      if (bridge.platform === 'web') return;
      await storePushToken({ token, platform: bridge.platform });
    },
    [bridge],
  );
  const native = useNativePushRegistration(storeNativeToken, bridge.isNative);
  useEffect(() => {
    if (bridge.isNative) setPushState(native);
  }, [bridge, native]);
}
