import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const TOKEN = 'A'.repeat(43);

describe('reset password screen', () => {
  it('checks the sign-up rule, then sends the new password with the token from the link', async () => {
    const fetch = vi.fn(async (url: string) =>
      String(url).includes('/confirm') ? json(200, { user: testUser }) : json(401, {}),
    );
    vi.stubGlobal('fetch', fetch);
    const { events } = renderRoute(`/reset-password/${TOKEN}`);
    const field = await screen.findByLabelText('New password');
    await events.type(field, '12345');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must have at least 6 characters')).toBeVisible();
    await events.type(field, '6789');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/confirm'))).toBe(true),
    );
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/confirm'))!;
    expect(JSON.parse(String((call as unknown as [string, RequestInit])[1].body))).toEqual({
      token: TOKEN,
      password: '123456789',
    });
  });
});
