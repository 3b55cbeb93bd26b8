import { describe, expect, it } from 'vitest';
import { updateAction } from './update-action.ts';

const links = {
  androidStoreLink: 'https://play.google.com/store/apps/details?id=app.turnout',
  appleStoreLink: 'https://apps.apple.com/app/id1',
};

describe('updateAction (Android opens the Play Store, the web refreshes)', () => {
  it('sends the Android shell to the Play Store link of the compatibility data', () => {
    expect(updateAction('android', links)).toEqual({
      kind: 'play-store',
      href: links.androidStoreLink,
    });
  });

  it('refreshes on the web, whatever links exist', () => {
    expect(updateAction('web', links)).toEqual({ kind: 'refresh' });
  });

  it('sends the iOS shell to the App Store when a link is configured', () => {
    expect(updateAction('ios', links)).toEqual({ kind: 'app-store', href: links.appleStoreLink });
    expect(updateAction('ios', {})).toEqual({ kind: 'refresh' });
    // The server sends null for a link it has not been given.
    expect(updateAction('ios', { ...links, appleStoreLink: null })).toEqual({ kind: 'refresh' });
  });

  it('falls back to refreshing when the Android link is missing', () => {
    expect(updateAction('android', {})).toEqual({ kind: 'refresh' });
    expect(updateAction('android', { androidStoreLink: null })).toEqual({ kind: 'refresh' });
  });
});
