import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testConfig, testUser } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const slow = { timeout: 5000 };
const link = (token: string) => `${testConfig.publicUrl}/feeds/${token}.ics`;
const FIRST = 'a'.repeat(43);
const SECOND = 'b'.repeat(43);

function serve(active: boolean) {
  const tokens = [FIRST, SECOND];
  return stubApi({
    'GET /api/feeds/personal': () => json(200, { active }),
    'POST /api/feeds/personal': () => {
      const url = link(tokens.shift()!);
      return json(200, { url, webcalUrl: url.replace(/^https?:/, 'webcal:') });
    },
  });
}

describe('Personal calendar feed in settings', { timeout: 15_000 }, () => {
  it('makes a link and shows it once with Copy, the webcal link and instructions', async () => {
    const calls = serve(false);
    const { events } = renderRoute('/settings', { user: testUser });
    const section = await screen.findByRole('region', { name: 'Calendar feed' }, slow);
    await events.click(await within(section).findByRole('button', { name: 'Create link' }));
    const field = await within(section).findByRole('textbox', { name: 'Feed link' });
    expect(field).toHaveValue(link(FIRST));
    expect(within(section).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      link(FIRST).replace(/^https?:/, 'webcal:'),
    );
    expect(section).toHaveTextContent(/Google Calendar:.*Apple Calendar:.*Outlook:/);
    await events.click(within(section).getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(link(FIRST));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('resets an existing link only after confirmation', async () => {
    const calls = serve(true);
    const { events } = renderRoute('/settings', { user: testUser });
    const section = await screen.findByRole('region', { name: 'Calendar feed' }, slow);
    expect(await within(section).findByText(/You have a feed link/)).toBeVisible();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();

    await events.click(within(section).getByRole('button', { name: 'Reset link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset link?' });
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await events.click(within(section).getByRole('button', { name: 'Reset link' }));
    const again = await screen.findByRole('dialog', { name: 'Reset link?' });
    await events.click(within(again).getByRole('button', { name: 'Reset link' }));
    expect(await within(section).findByRole('textbox', { name: 'Feed link' })).toHaveValue(
      link(FIRST),
    );
    expect(await screen.findByText('The old link no longer works.')).toBeVisible();
  });
});
