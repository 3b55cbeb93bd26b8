import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const TOKEN = 'A'.repeat(43);

/** The server: the link check answers `usable`, the reset signs in, a new link is "sent". */
function serverWith(usable: boolean) {
  const fetch = vi.fn(async (url: string) => {
    const path = String(url);
    if (path.includes('/password-reset/check')) return json(200, { usable });
    if (path.includes('/password-reset/confirm')) return json(200, { user: testUser });
    if (path.endsWith('/password-reset')) return json(200, { message: 'sent' });
    return json(401, {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function bodyOf(fetch: ReturnType<typeof serverWith>, part: string): unknown {
  const call = fetch.mock.calls.find(([url]) => String(url).includes(part));
  return call && JSON.parse(String((call as unknown as [string, RequestInit])[1].body));
}

describe('reset password screen', () => {
  it('checks the sign-up rule, then sends the new password with the token from the link', async () => {
    const fetch = serverWith(true);
    const { events } = renderRoute(`/reset-password#${TOKEN}`);
    const field = await screen.findByLabelText('New password');
    expect(bodyOf(fetch, '/check')).toEqual({ token: TOKEN });
    await events.type(field, '12345');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must have at least 6 characters')).toBeVisible();
    await events.type(field, '6789');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(bodyOf(fetch, '/confirm')).toBeDefined());
    expect(bodyOf(fetch, '/confirm')).toEqual({ token: TOKEN, password: '123456789' });
  });

  it('takes a link mailed before with the token in the path, and moves it to the fragment', async () => {
    const fetch = serverWith(true);
    const { router } = renderRoute(`/reset-password/${TOKEN}`);
    expect(await screen.findByLabelText('New password')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.hash).toBe(`#${TOKEN}`);
    expect(bodyOf(fetch, '/check')).toEqual({ token: TOKEN });
  });

  it('says the same of a link cut short, which the server refuses as malformed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(400, 'invalid-argument')),
    );
    renderRoute('/reset-password#AAAA');
    expect(
      await screen.findByText('This link has already been used or has expired.'),
    ).toBeVisible();
  });

  it('says at once that a used or expired link no longer works, and mails a new one', async () => {
    const fetch = serverWith(false);
    const { events } = renderRoute(`/reset-password#${TOKEN}`);
    expect(
      await screen.findByText('This link has already been used or has expired.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await events.type(screen.getByLabelText('E-mail'), 'rosa@example.org');
    await events.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('If an account exists for this address, we sent a link.'),
    ).toBeVisible();
    const request = fetch.mock.calls.find(([url]) => String(url).endsWith('/password-reset'));
    expect(JSON.parse(String((request as unknown as [string, RequestInit])[1].body))).toEqual({
      email: 'rosa@example.org',
    });
  });
});
