import type { PluginListenerHandle } from '@capacitor/core';
import { answerLinkEndpoints } from '@turnout/domain';
import { BAR_COLORS, followColorScheme } from '../color-scheme.ts';
import { answerActionOf } from './answer-action.ts';
import type { NativeBridge, Platform } from './bridge.ts';

// The native plugins behind the bridge. Each plugin is imported when first used, so the web
// build's start-up bundle carries none of them.

/** Adds a plugin listener now; the returned function removes it, also before it was added. */
function listen(add: () => Promise<PluginListenerHandle>): () => void {
  const handle = add();
  handle.catch((error: unknown) => console.warn('Adding a plugin listener failed.', error));
  return () => void handle.then((h) => h.remove()).catch(() => undefined);
}

/** Posts a push action's answer; a refusal or an error leaves the day to be answered in the app. */
async function answerFromPush(answer: NonNullable<ReturnType<typeof answerActionOf>>) {
  const { call } = await import('../api-client.ts');
  await call(answerLinkEndpoints.answer, { body: answer }).catch((error: unknown) =>
    console.warn('Answering from the notification failed.', error),
  );
}

export function createCapacitorBridge(platform: Exclude<Platform, 'web'>): NativeBridge {
  // The status bar in the theme's bar colour, light text on both (capacitor.config.ts sets the
  // light theme's until this runs).
  followColorScheme(async (scheme) => {
    const { StatusBar, Style } = await import('@capacitor/status-bar');
    await StatusBar.setStyle({ style: Style.Dark });
    await StatusBar.setBackgroundColor({ color: BAR_COLORS[scheme] });
  });
  return {
    platform,
    isNative: true,
    getDeviceInfo: async () => {
      const { Device } = await import('@capacitor/device');
      const info = await Device.getInfo();
      return {
        platform,
        operatingSystem: info.operatingSystem,
        osVersion: info.osVersion,
        model: info.model,
        manufacturer: info.manufacturer,
        webViewVersion: info.webViewVersion,
      };
    },
    onAppUrlOpen: (listener) =>
      listen(async () => {
        const { App } = await import('@capacitor/app');
        return App.addListener('appUrlOpen', (event) => listener(event.url));
      }),
    canShare: async () => {
      const { Share } = await import('@capacitor/share');
      return (await Share.canShare()).value;
    },
    share: async (data) => {
      const { Share } = await import('@capacitor/share');
      await Share.share({ ...data, dialogTitle: data.title });
    },
    copyText: async (text) => {
      const { Clipboard } = await import('@capacitor/clipboard');
      await Clipboard.write({ string: text });
    },
    push: {
      requestPermission: async () => {
        const { PushNotifications } = await import('@capacitor/push-notifications');
        const status = await PushNotifications.requestPermissions();
        return status.receive === 'granted' || status.receive === 'denied'
          ? status.receive
          : 'prompt';
      },
      register: async (events) => {
        const { PushNotifications } = await import('@capacitor/push-notifications');
        // The channel the server's FCM messages name (server push/fcm-sender.ts); Android
        // shows pushes of a channel the app never created in a generic one.
        if (platform === 'android') {
          await PushNotifications.createChannel({
            id: 'attendance',
            name: 'Attendance',
            description: 'When members of your groups say whether they will come',
            importance: 4,
          });
        }
        const stops = [
          listen(() =>
            PushNotifications.addListener('registration', (token) =>
              events.onRegistration(token.value),
            ),
          ),
          listen(() =>
            PushNotifications.addListener('registrationError', (error) =>
              events.onRegistrationError(error.error),
            ),
          ),
        ];
        await PushNotifications.register();
        return () => stops.forEach((stop) => stop());
      },
      onOpened: (listener) =>
        listen(async () => {
          const { PushNotifications } = await import('@capacitor/push-notifications');
          return PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
            // FCM hands over data.targetPath, APNs the payload's custom key of the same name.
            const data = action.notification.data as { targetPath?: unknown } | undefined;
            // "I'm coming" or "Can't come" (docs/native.md#answering-from-a-notification): the
            // token answers; the day then opens with the answer on it.
            const answer = answerActionOf(action.actionId, data);
            if (answer) void answerFromPush(answer);
            if (typeof data?.targetPath === 'string') listener(data.targetPath);
          });
        }),
    },
  };
}
