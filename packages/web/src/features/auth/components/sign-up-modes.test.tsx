import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { buildInvite, INVITE_CODE } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// SIGN_UP (docs/decisions/035-operator-settings.md) as visitors meet it: the landing page and
// an invite's join screen.

async function landing(signUp: 'open' | 'invite' | 'closed') {
  renderRoute('/groups', { config: { signUp } });
  await screen.findByRole('button', { name: 'Log In' });
}

describe('sign-up modes', () => {
  it('offers Sign Up on the landing page when sign-up is open', async () => {
    await landing('open');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  it('hides Sign Up when sign-up is closed, keeping Log In', async () => {
    await landing('closed');
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByText(/invite link/)).not.toBeInTheDocument();
  });

  it('says new accounts come through invite links when sign-up is by invite', async () => {
    await landing('invite');
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByText('New here? Ask your group for an invite link.')).toBeVisible();
  });

  it('signs up from an invite’s join screen with the invite’s code', async () => {
    // Fake timers hold back the reload a sign-up starts (lib/reload-page.ts), which jsdom cannot
    // perform: left to run, it fires in a later test or after the environment is gone.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });
    try {
      const calls = stubApi({
        [`GET /api/invites/${INVITE_CODE}`]: () => json(200, { invite: buildInvite() }),
        'POST /api/auth/sign-up': () => json(201, { user: testUser }),
      });
      const { events } = renderRoute(`/join/${INVITE_CODE}`, { config: { signUp: 'invite' } });
      await events.click(await screen.findByRole('button', { name: 'Sign Up' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
      await events.type(within(dialog).getByLabelText('Name'), 'Ada');
      await events.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
      await events.type(within(dialog).getByLabelText('Password'), 'secret1');
      await events.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
      await expect
        .poll(() => calls.find((call) => call.path === '/api/auth/sign-up')?.body)
        .toMatchObject({ email: 'ada@example.com', inviteCode: INVITE_CODE });
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  });
});

describe('legal pages', () => {
  it('link Turnout’s own privacy notice and imprint when the operator set none', async () => {
    renderRoute('/groups');
    expect(await screen.findByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint');
  });

  it('link the operator’s pages in a new tab when set', async () => {
    renderRoute('/groups', {
      config: {
        privacyUrl: 'https://club.example/privacy',
        imprintUrl: 'https://club.example/imprint',
      },
    });
    const privacy = await screen.findByRole('link', { name: 'Privacy' });
    expect(privacy).toHaveAttribute('href', 'https://club.example/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      'https://club.example/imprint',
    );
  });

  it('show Turnout’s imprint page, saying who runs the server', async () => {
    renderRoute('/imprint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    expect(screen.getByText(/not by the makers of Turnout/)).toBeVisible();
  });
});
