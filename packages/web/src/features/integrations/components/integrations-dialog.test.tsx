import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { json, testUser } from '../../../test/fixtures.ts';
import { buildGroup } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The group menu's Integrations (docs/product.md#connect-it): a webhook is added with what its
// preset needs, its signing secret shown once; a test is sent from the list; the public view
// is turned on and shows its addresses.

const slow = { timeout: 5000 };
const hook = {
  id: 'w1',
  preset: 'matrix',
  host: 'matrix.club.example',
  events: ['answer.changed', 'member.joined'],
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('Integrations dialog', { timeout: 20_000 }, () => {
  it('adds a Matrix webhook with its room and token, and sends a test', async () => {
    let hooks: unknown[] = [];
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup()),
      'GET /api/groups/g1/webhooks': () => json(200, { webhooks: hooks }),
      'POST /api/groups/g1/webhooks': () => {
        hooks = [hook];
        return json(201, { webhook: hook, secret: 'whsec_c2VjcmV0' });
      },
      'POST /api/groups/g1/webhooks/w1/test': () =>
        json(202, {
          delivery: {
            id: 'd1',
            event: 'webhook.test',
            state: 'pending',
            attempts: 0,
            lastStatus: null,
            lastError: null,
            createdAt: '2026-11-28T10:00:00.000Z',
            nextAttemptAt: '2026-11-28T10:00:00.000Z',
          },
        }),
      'GET /api/groups/g1/webhooks/w1/deliveries': () => json(200, { deliveries: [] }),
      'GET /api/groups/g1/public-view': () => json(200, { publicView: null }),
    });
    const { events } = renderRoute('/groups/g1#integrations', { user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Integrations' }, slow);
    expect(await within(dialog).findByText('This group sends no webhooks.')).toBeVisible();

    await events.click(within(dialog).getByRole('combobox', { name: 'Send to' }));
    await events.click(await screen.findByRole('option', { name: 'Matrix' }));
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Homeserver address' }),
      'https://matrix.club.example',
    );
    await events.type(within(dialog).getByLabelText(/^Access token/), 'syt_secret');
    await events.type(within(dialog).getByRole('textbox', { name: 'Room ID' }), '!club:example');
    await events.click(within(dialog).getByRole('checkbox', { name: 'Announcements' }));
    await events.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const post = calls.find((call) => call.method === 'POST' && call.path.endsWith('/webhooks'));
    expect(post?.body).toEqual({
      preset: 'matrix',
      url: 'https://matrix.club.example',
      token: 'syt_secret',
      roomId: '!club:example',
      events: [
        'answer.changed',
        'answer.series-changed',
        'training.changed',
        'training.cancelled',
        'member.joined',
        'member.left',
      ],
    });
    const list = await within(dialog).findByRole('list', { name: 'Webhooks of this group' });
    expect(list).toHaveTextContent('Matrix · matrix.club.example');
    expect(list).toHaveTextContent('Answers, Members joining');
    await events.click(
      within(list).getByRole('button', { name: 'Send a test to matrix.club.example' }),
    );
    expect(await screen.findByText('A test is on its way.')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/groups/g1/webhooks/w1/test')).toBe(true);
  });

  it('turns the public view on and shows its two addresses', async () => {
    let view: unknown = null;
    const calls = stubApi({
      'GET /api/groups/g1': () => json(200, buildGroup()),
      'GET /api/groups/g1/webhooks': () => json(200, { webhooks: [] }),
      'GET /api/groups/g1/public-view': () => json(200, { publicView: view }),
      'PUT /api/groups/g1/public-view': () => {
        view = {
          publicId: 'p1',
          frameAncestors: [],
          jsonUrl: 'https://turnout.example/api/public/groups/p1',
          embedUrl: 'https://turnout.example/embed/groups/p1',
        };
        return json(200, { publicView: view });
      },
    });
    const { events } = renderRoute('/groups/g1#integrations', { user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Integrations' }, slow);
    await events.click(await within(dialog).findByRole('switch', { name: 'Public view on' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Page to embed' })).toHaveValue(
      'https://turnout.example/embed/groups/p1',
    );
    expect(within(dialog).getByRole('switch', { name: 'Public view on' })).toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ frameAncestors: [] });
  });
});
