import { afterEach, describe, expect, it } from 'vitest';
import {
  pageReloadedAfterLogin,
  takeReloadedAfterLoginMarker,
  urlAfterSessionChange,
} from './reload-page.ts';

describe('urlAfterSessionChange', () => {
  it('adds pageReloadedAfterLogin=true after log-in, keeping path, query and hash', () => {
    expect(urlAfterSessionChange('https://t.example/join/ABC?x=1#share', true)).toBe(
      '/join/ABC?x=1&pageReloadedAfterLogin=true#share',
    );
  });

  it('removes it after log-out and leaves the rest alone', () => {
    expect(
      urlAfterSessionChange('https://t.example/groups?pageReloadedAfterLogin=true&x=1', false),
    ).toBe('/groups?x=1');
  });
});

describe('the start-up reading the log-in marker', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('remembers it and takes it out of the address, keeping the rest and the history entry', () => {
    window.history.replaceState({ idx: 3 }, '', '/join/ABC?x=1&pageReloadedAfterLogin=true#share');
    const entries = window.history.length;
    takeReloadedAfterLoginMarker();
    expect(pageReloadedAfterLogin()).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/join/ABC?x=1#share',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(entries);
  });

  it('knows a page that was not reloaded after a log-in, and leaves its address alone', () => {
    window.history.replaceState(null, '', '/groups?activeDay=1');
    takeReloadedAfterLoginMarker();
    expect(pageReloadedAfterLogin()).toBe(false);
    expect(window.location.search).toBe('?activeDay=1');
  });
});
