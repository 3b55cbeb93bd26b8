import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';
import { CLIENT_VERSION } from '@turnout/domain';

// The client-version and native-app settings of config.ts.
describe('parseConfig: clients', () => {
  it('defaults to the current version, >=0.7.0 and no app identities', () => {
    expect(parseConfig({}).clients).toEqual({
      latestClientVersion: CLIENT_VERSION,
      compatibleClientVersions: '>=0.7.0',
      androidPackageName: 'app.turnout',
      androidStoreLink: 'https://play.google.com/store/apps/details?id=app.turnout',
      androidCertFingerprints: [],
      appleAppId: undefined,
      appleStoreLink: undefined,
    });
  });

  it('reads every variable', () => {
    const fingerprint = Array(32).fill('ab').join(':');
    const config = parseConfig({
      LATEST_CLIENT_VERSION: '1.2.3',
      COMPATIBLE_CLIENT_VERSIONS: '^1.0.0 || >=2',
      ANDROID_PACKAGE_NAME: 'org.example.turnout',
      ANDROID_STORE_LINK: 'https://play.example/turnout',
      ANDROID_CERT_FINGERPRINTS: `${fingerprint}, ${fingerprint.toUpperCase()}`,
      APPLE_APP_ID: 'ABCDE12345.org.example.turnout',
      APPLE_STORE_LINK: 'https://apps.example/turnout',
    });
    expect(config.clients).toEqual({
      latestClientVersion: '1.2.3',
      compatibleClientVersions: '^1.0.0 || >=2',
      androidPackageName: 'org.example.turnout',
      androidStoreLink: 'https://play.example/turnout',
      androidCertFingerprints: [fingerprint.toUpperCase(), fingerprint.toUpperCase()],
      appleAppId: 'ABCDE12345.org.example.turnout',
      appleStoreLink: 'https://apps.example/turnout',
    });
  });

  it('derives the Play Store link from the package name', () => {
    expect(parseConfig({ ANDROID_PACKAGE_NAME: 'org.example.app' }).clients.androidStoreLink).toBe(
      'https://play.google.com/store/apps/details?id=org.example.app',
    );
  });

  it.each([
    ['LATEST_CLIENT_VERSION', '0.7'],
    ['LATEST_CLIENT_VERSION', 'latest'],
    ['COMPATIBLE_CLIENT_VERSIONS', '>=banana'],
    ['ANDROID_PACKAGE_NAME', 'turnout'],
    ['ANDROID_STORE_LINK', 'market://details?id=app.turnout'],
    ['ANDROID_CERT_FINGERPRINTS', 'AB:CD'],
    ['APPLE_APP_ID', 'app.turnout'],
    ['APPLE_STORE_LINK', 'apps.example'],
  ])('refuses %s=%s at start-up, naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(`${name}: `);
  });
});
