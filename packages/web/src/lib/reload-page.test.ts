import { describe, expect, it } from 'vitest';
import { urlAfterSessionChange } from './reload-page.ts';

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
