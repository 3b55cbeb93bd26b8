import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('push configuration', () => {
  const keys = webpush.generateVAPIDKeys();

  it('generates keys when none are set, and names the contact after the public URL', () => {
    expect(parseConfig({}).push).toEqual({
      vapidKeys: undefined,
      vapidSubject: 'mailto:webmaster@localhost',
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
    expect(config.push).toEqual({
      vapidKeys: keys,
      vapidSubject: 'mailto:ops@turnout.example',
    });
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
