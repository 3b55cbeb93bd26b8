import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeNativeBridge } from '../../test/fake-native-bridge.ts';
import { pathFromAppUrl, useDeepLinks } from './deep-links.ts';
import { NativeBridgeContext } from './native-bridge.tsx';

describe('pathFromAppUrl (the path after the app domain)', () => {
  it.each([
    ['https://turnout.app/join/ABCDEFGHIJKLMNOPQRSTUVWX', '/join/ABCDEFGHIJKLMNOPQRSTUVWX'],
    ['https://turnout.app/join', '/join'],
    ['https://turnout.app/groups/g1?activeDay=1700000000000', '/groups/g1?activeDay=1700000000000'],
    ['https://turnout.app/groups/g1#share', '/groups/g1#share'],
    ['https://www.turnout.example:8443/notifications', '/notifications'],
    ['https://turnout.app', '/'],
    ['app.turnout://join/ABC', '/join/ABC'],
    ['app.turnout://groups/g1/?activeDay=1', '/groups/g1?activeDay=1'],
    ['app.turnout:///groups', '/groups'],
  ])('%s → %s', (url, path) => {
    expect(pathFromAppUrl(url)).toBe(path);
  });

  it.each(['', 'not a url', '/join/ABC'])('ignores %j', (url) => {
    expect(pathFromAppUrl(url)).toBeNull();
  });
});

describe('useDeepLinks', () => {
  function Probe({ navigate }: { navigate: (path: string) => void }) {
    useDeepLinks(navigate);
    return null;
  }

  it('routes a link the shell was opened with, and stops listening on unmount', () => {
    const bridge = createFakeNativeBridge('android');
    const navigate = vi.fn();
    const { unmount } = render(
      <NativeBridgeContext value={bridge}>
        <Probe navigate={navigate} />
      </NativeBridgeContext>,
    );
    bridge.openUrl('https://turnout.app/join/CODE');
    bridge.openUrl('garbage');
    expect(navigate.mock.calls).toEqual([['/join/CODE']]);

    unmount();
    bridge.openUrl('https://turnout.app/groups/g1');
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
