import { describe, expect, it } from 'vitest';
import {
  decideUpdate,
  isCompatible,
  isLatest,
  isValidVersion,
  isValidVersionRange,
} from './versions.ts';
import { CLIENT_VERSION } from './constants.ts';

describe('isLatest (docs/product.md#client-version: latest when at least latestClientVersion)', () => {
  it.each([
    ['0.7.2', '0.7.2', true],
    ['0.7.3', '0.7.2', true],
    ['1.0.0', '0.9.9', true],
    ['0.7.2', '0.7.3', false],
    ['0.7.2', '0.8.0', false],
    ['0.7.2', '1.0.0', false],
    ['0.7.10', '0.7.9', true],
    ['0.8.0-beta.1', '0.8.0', false],
  ])('%s against latest %s → %s', (client, latest, expected) => {
    expect(isLatest(client, latest)).toBe(expected);
  });

  it.each([undefined, '', 'not-a-version', '1.0'])(
    'counts as latest when the latest version is %j (no nudge on bad data)',
    (latest) => {
      expect(isLatest('0.7.2', latest)).toBe(true);
    },
  );
});

describe('isCompatible (docs/product.md#client-version: compatible when it satisfies compatibleClientVersions)', () => {
  it.each([
    ['0.7.2', '>=0.7.0', true],
    ['0.7.0', '>=0.7.0', true],
    ['0.6.9', '>=0.7.0', false],
    ['0.7.2', '>=0.8.0', false],
    ['0.7.2', '^0.7.0', true],
    ['0.8.0', '^0.7.0', false],
    ['0.7.2', '0.7.x || >=1.0.0', true],
    ['0.7.2', '>=0.7.0 <0.7.2', false],
    ['0.8.0-beta.1', '>=0.7.0', true],
  ])('%s in %s → %s', (client, range, expected) => {
    expect(isCompatible(client, range)).toBe(expected);
  });

  it.each([undefined, '', '   ', 'not a range!'])(
    'counts as compatible when the range is %j (never block on bad data)',
    (range) => {
      expect(isCompatible('0.7.2', range)).toBe(true);
    },
  );
});

describe('validation helpers', () => {
  it('knows versions and ranges', () => {
    expect(isValidVersion('0.7.2')).toBe(true);
    expect(isValidVersion('0.7')).toBe(false);
    expect(isValidVersionRange('>=0.7.0')).toBe(true);
    expect(isValidVersionRange('*')).toBe(true);
    expect(isValidVersionRange('')).toBe(false);
    expect(isValidVersionRange('>=banana')).toBe(false);
  });

  it('the client version itself is a valid version', () => {
    expect(isValidVersion(CLIENT_VERSION)).toBe(true);
  });
});

describe('decideUpdate', () => {
  const base = { clientVersion: '0.7.2', reloadedAfterLogin: false };

  it('shows nothing for the latest, compatible version', () => {
    const compatibility = { latestClientVersion: '0.7.2', compatibleClientVersions: '>=0.7.0' };
    expect(decideUpdate({ ...base, compatibility })).toBe('none');
  });

  it('nudges an older but compatible version', () => {
    const compatibility = { latestClientVersion: '0.8.0', compatibleClientVersions: '>=0.7.0' };
    expect(decideUpdate({ ...base, compatibility })).toBe('update-available');
  });

  it('never nudges right after the reload that follows a log-in', () => {
    const compatibility = { latestClientVersion: '0.8.0', compatibleClientVersions: '>=0.7.0' };
    expect(decideUpdate({ ...base, compatibility, reloadedAfterLogin: true })).toBe('none');
  });

  it('blocks an incompatible version, also right after log-in', () => {
    const compatibility = { latestClientVersion: '0.8.0', compatibleClientVersions: '>=0.8.0' };
    expect(decideUpdate({ ...base, compatibility })).toBe('update-required');
    expect(decideUpdate({ ...base, compatibility, reloadedAfterLogin: true })).toBe(
      'update-required',
    );
  });

  it('shows nothing when the check failed and the data is empty', () => {
    expect(decideUpdate({ ...base, compatibility: {} })).toBe('none');
  });
});
