import { screen, waitFor, within } from '@testing-library/react';
import { LOG_IN_ERROR_MESSAGES } from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
// The app loads the dialog lazily; importing it here keeps that first load out of the tests' time.
import './log-in-dialog.tsx';

async function openLogIn() {
  const { events } = renderRoute('/groups');
  await events.click(await screen.findByRole('button', { name: 'Log In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log In' });
  return { events, dialog };
}

async function logInWith(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  const { events, dialog } = await openLogIn();
  await events.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
  await events.type(within(dialog).getByLabelText('Password'), 'secret123');
  await events.click(within(dialog).getByRole('button', { name: 'Log In' }));
  return { events, dialog };
}

describe('Log In dialog', () => {
  it.each(Object.entries(LOG_IN_ERROR_MESSAGES))(
    'shows the product’s message for %s in a toast and stops loading',
    async (code, message) => {
      const { dialog } = await logInWith(() => apiError(400, code));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeEnabled();
    },
  );

  it.each([
    ['an unlisted code', () => apiError(500, 'internal'), 'An error occured: internal'],
    [
      'rate limiting in the words of the server',
      () =>
        json(429, {
          error: {
            code: 'resource-exhausted',
            message: 'Too many attempts. Please wait 10 minutes and try again.',
          },
        }),
      'Too many attempts. Please wait 10 minutes and try again.',
    ],
    [
      'rate limiting by a proxy that sends no words',
      () => new Response('busy', { status: 429 }),
      'Too many attempts. Please wait a minute and try again.',
    ],
    [
      'an unreachable server',
      () => Promise.reject(new TypeError('Failed to fetch')),
      "Turnout can't reach the server. Check your connection and try again.",
    ],
  ])('explains %s', async (_case, response, message) => {
    await logInWith(response);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('hides the error toast after 2000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await logInWith(() => apiError(401, 'wrong-password'));
      await screen.findByRole('alert');
      await vi.advanceTimersByTimeAsync(1900);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(600);
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows and hides the password', async () => {
    const { events, dialog } = await openLogIn();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await events.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await events.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('starts empty again after closing', async () => {
    const { events, dialog } = await openLogIn();
    await events.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Log In' }));
    const reopened = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(reopened).getByLabelText('E-mail')).toHaveValue('');
  });

  it('marks the URL with pageReloadedAfterLogin=true before reloading', async () => {
    // Fake timers hold back the reload itself, which jsdom cannot perform.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });
    window.history.replaceState(null, '', '/join/ABC');
    try {
      const { dialog } = await logInWith(() => json(200, { user: testUser }));
      await waitFor(() => expect(window.location.search).toBe('?pageReloadedAfterLogin=true'));
      expect(window.location.pathname).toBe('/join/ABC');
      // Still loading: the reload is on its way.
      expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeDisabled();
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  });
});

describe('Forgot password', () => {
  it('asks for the address and shows the same answer the server gives every address', async () => {
    const fetch = vi.fn(async () =>
      json(200, { message: 'If an account exists for this address, we sent a link.' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { events, dialog } = await openLogIn();
    await events.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const form = await screen.findByRole('dialog', { name: 'Reset password' });
    await events.type(within(form).getByLabelText('E-mail'), 'ada@example.com');
    await events.click(within(form).getByRole('button', { name: 'Send link' }));
    expect(
      await within(form).findByText('If an account exists for this address, we sent a link.'),
    ).toBeVisible();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/auth/password-reset');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com' });
    await events.click(within(form).getByRole('button', { name: 'Back to Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeVisible();
  });
});
