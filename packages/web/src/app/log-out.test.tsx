import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logOut } from '../features/auth/api/log-out.ts';
import { setPushState } from '../features/notifications/push/push-state.ts';
import { usePushRegistration } from '../features/notifications/push/use-push-registration.ts';
import { stubApi } from '../test/api-stub.ts';
import { apiError } from '../test/fixtures.ts';

// Log-out (docs/product.md#log-out): the push token record is marked signed out first, then the
// session ends. The auth feature and the notifications feature meet through lib/log-out-hooks.ts.

const noContent = () => new Response(null, { status: 204 });
const made = (calls: { method: string; path: string }[]) =>
  calls.map((call) => `${call.method} ${call.path}`);

beforeEach(() => {
  setPushState({});
  // Fake timers hold back the reload a log-out starts (lib/reload-page.ts), which jsdom cannot
  // perform: left to run, it fires in a later test or after the environment is gone.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('log-out with a stored push token', () => {
  it('marks the token record signed out before signing out', async () => {
    const { unmount } = renderHook(() => usePushRegistration());
    setPushState({ status: 'registration-successful', token: 'token-1' });
    const calls = stubApi({
      'POST /api/push/tokens/sign-out': noContent,
      'POST /api/auth/log-out': noContent,
    });

    await logOut();
    expect(made(calls)).toEqual(['POST /api/push/tokens/sign-out', 'POST /api/auth/log-out']);
    expect(calls[0]?.body).toEqual({ token: 'token-1' });
    unmount();
  });

  it('does not sign out when marking the record failed', async () => {
    const { unmount } = renderHook(() => usePushRegistration());
    setPushState({ status: 'registration-successful', token: 'token-1' });
    const calls = stubApi({
      'POST /api/push/tokens/sign-out': () => apiError(503, 'unavailable'),
      'POST /api/auth/log-out': noContent,
    });

    await expect(logOut()).rejects.toMatchObject({ status: 503 });
    expect(made(calls)).toEqual(['POST /api/push/tokens/sign-out']);
    unmount();
  });

  it('signs out at once without a token', async () => {
    const { unmount } = renderHook(() => usePushRegistration());
    const calls = stubApi({ 'POST /api/auth/log-out': noContent });
    await logOut();
    expect(made(calls)).toEqual(['POST /api/auth/log-out']);
    unmount();
  });
});
