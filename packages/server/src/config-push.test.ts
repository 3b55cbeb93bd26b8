import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('push configuration', () => {
  const keys = webpush.generateVAPIDKeys();

  it('generates keys when none are set, and names the contact after the public URL', () => {
    expect(parseConfig({}).push).toEqual({
      vapidKeys: undefined,
      vapidSubject: 'mailto:webmaster@localhost',
      serviceHosts: [
        'fcm.googleapis.com',
        'android.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.push.apple.com',
        '*.notify.windows.com',
      ],
    });
    expect(parseConfig({ PUBLIC_URL: 'https://turnout.example/' }).push.vapidSubject).toBe(
      'https://turnout.example',
    );
  });

  it('takes both keys and the subject from the environment', () => {
    const config = parseConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@turnout.example',
    });
    expect(config.push).toMatchObject({
      vapidKeys: keys,
      vapidSubject: 'mailto:ops@turnout.example',
    });
  });

  it('takes the push service hosts from PUSH_SERVICE_HOSTS, and refuses what is no host name', () => {
    expect(
      parseConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.org , *.push.example.net ' }).push
        .serviceHosts,
    ).toEqual(['push.example.org', '*.push.example.net']);
    for (const value of ['https://push.example.org', 'push.*.example', ',', 'a b']) {
      expect(() => parseConfig({ PUSH_SERVICE_HOSTS: value }), value).toThrow(
        'PUSH_SERVICE_HOSTS: expected comma-separated host names',
      );
    }
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: keys.publicKey }, 'set both or neither'],
    [{ VAPID_PRIVATE_KEY: keys.privateKey }, 'set both or neither'],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'http://turnout.example' }, 'VAPID_SUBJECT'],
  ])('refuses %j', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
