import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { APPLE_APP_SITE_ASSOCIATION_PATH, ASSETLINKS_PATH } from './routes.ts';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i + 16).toString(16)).join(':');

describe('.well-known app links', () => {
  it('serves assetlinks.json and apple-app-site-association from the configuration', async () => {
    const t = await createTestApp({
      env: {
        ANDROID_PACKAGE_NAME: 'app.turnout.beta',
        ANDROID_CERT_FINGERPRINTS: FINGERPRINT.toLowerCase(),
        APPLE_APP_ID: 'ABCDE12345.app.turnout',
      },
    });
    const android = await t.request({ method: 'GET', url: ASSETLINKS_PATH });
    const apple = await t.request({ method: 'GET', url: APPLE_APP_SITE_ASSOCIATION_PATH });
    await t.close();

    expect(android.statusCode).toBe(200);
    expect(android.headers['content-type']).toMatch(/^application\/json/);
    expect(android.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.turnout.beta',
          sha256_cert_fingerprints: [FINGERPRINT.toUpperCase()],
        },
      },
    ]);

    expect(apple.statusCode).toBe(200);
    expect(apple.headers['content-type']).toMatch(/^application\/json/);
    expect(apple.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.turnout'],
            components: [{ '/': '/join/*' }, { '/': '/groups/*' }],
          },
        ],
      },
    });
  });

  it('answers 404 (not the web page) while the app identities are not configured', async () => {
    const t = await createTestApp();
    const android = await t.request({ method: 'GET', url: ASSETLINKS_PATH });
    const apple = await t.request({ method: 'GET', url: APPLE_APP_SITE_ASSOCIATION_PATH });
    await t.close();

    expect(android.statusCode).toBe(404);
    expect(apple.statusCode).toBe(404);
    expect(apple.json().error.code).toBe('not-found');
  });
});
