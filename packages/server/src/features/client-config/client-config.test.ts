import { describe, expect, it } from 'vitest';
import { API_PATHS, clientConfigSchema } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';

describe('GET /api/config', () => {
  const t = useTestApp({
    env: {
      PUBLIC_URL: 'https://turnout.example/',
      CONTACT_FORM_URL: 'https://example.org/contact',
      LANDING_MESSAGE: 'Welcome to the beta!',
      DEBUG: 'true',
      INVITE_DEFAULT_EXPIRY: '30d',
      SIGN_UP: 'invite',
      PRIVACY_URL: 'https://club.example/privacy',
    },
  });

  it('answers the public configuration without a session', async () => {
    const res = await t.request({ method: 'GET', url: API_PATHS.config });

    expect(res.statusCode).toBe(200);
    const body = clientConfigSchema.parse(res.json());
    expect(body).toEqual({
      publicUrl: 'https://turnout.example',
      timeZone: 'Europe/Berlin',
      locale: 'de',
      contactFormUrl: 'https://example.org/contact',
      androidTestersUrl: 'https://example.org/contact?reason=join-android-testing-program',
      feedbackUrl: 'https://turnout.app/feedback',
      debug: true,
      authEnabled: true,
      landingMessage: 'Welcome to the beta!',
      signUp: 'invite',
      privacyUrl: 'https://club.example/privacy',
      inviteDefaultExpiry: '30d',
    });
  });
});
