import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, API_PATHS, CSRF_HEADER, pathFor, SESSION_COOKIE } from '@turnout/domain';
import {
  addMember,
  apiRequest,
  createGroup,
  expectStatus,
  changeAttendance,
  signUpMember,
  type Member,
  FIRST_ANSWERABLE_DAY,
} from '../support/api.ts';
import { openLiveClient, type LiveClient } from '../support/live-client.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { siteConfig, upstreamConfig } from './nginx.ts';

// Scale-out (docs/product.md#live-updates): two Turnout processes on one PostgreSQL database behind nginx behave as
// one app. Whichever instance answers, a session is valid, group data is the same, a change
// made on one instance reaches live streams open on the other, and the inboxes agree.

const INSTANCE_HEADER = 'x-turnout-instance';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

async function instanceAt(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${API_PATHS.health}`);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get(INSTANCE_HEADER)!;
}

const direct = () => cluster.instances.map((instance) => instance.url) as [string, string];

describe('nginx in front of two instances', () => {
  it('spreads requests over both, and each per-instance address reaches its own', async () => {
    const [a, b] = await Promise.all(direct().map(instanceAt));
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(b).not.toBe(a);
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push(await instanceAt(cluster.url));
    expect(new Set(seen)).toEqual(new Set([a, b]));
    expect(await instanceAt(cluster.viaNginxTo[0])).toBe(a);
    expect(await instanceAt(cluster.viaNginxTo[1])).toBe(b);
  });

  it('keeps a web session, its CSRF and Origin checks working through the proxy', async () => {
    const email = `cluster-web-${Date.now()}@example.com`;
    const signUp = await fetch(`${cluster.url}${API_PATHS.signUp}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', origin: cluster.url },
      body: JSON.stringify({ name: 'Web Person', email, password: 'cluster web password' }),
    });
    expect(signUp.status, await signUp.text()).toBe(201);
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const session = cookie!.split(';')[0]!;

    const createGroupVia = (baseUrl: string, origin: string) =>
      fetch(`${baseUrl}${API_PATHS.groups}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: '1',
          cookie: session,
          origin,
        },
        body: JSON.stringify({ name: 'Cluster web group' }),
      });
    // The app's own origin (PUBLIC_URL) is accepted on either instance …
    for (const via of cluster.viaNginxTo) {
      expect((await createGroupVia(via, cluster.url)).status).toBe(201);
    }
    // … and so is the address a page was loaded from, which nginx passes on as Host …
    const [viaA] = cluster.viaNginxTo;
    expect((await createGroupVia(viaA, viaA)).status).toBe(201);
    // … while another site's page is refused.
    const forged = await createGroupVia(cluster.url, 'http://evil.example');
    expect(forged.status).toBe(403);
  });
});

describe('one app, whichever instance answers', () => {
  let owner: Member;
  let member: Member;
  let groupId: string;
  const streams: LiveClient[] = [];
  afterAll(() => streams.forEach((stream) => stream.close()));

  beforeAll(async () => {
    owner = await signUpMember(cluster.url, 'owner');
    member = await signUpMember(cluster.url, 'member');
    groupId = await createGroup(cluster.url, owner, 'Cluster choir');
    await addMember(cluster.url, owner, groupId, member);
  });

  it('accepts a session made through nginx on both instances', async () => {
    for (const baseUrl of direct()) {
      const me = await apiRequest<{ user: { id: string } }>(baseUrl, {
        path: API_PATHS.me,
        as: member,
      });
      expectStatus(me, 200, `me on ${baseUrl}`);
      expect(me.body.user.id).toBe(member.userId);
      const group = await apiRequest<{ members: unknown[] }>(baseUrl, {
        path: pathFor(API_PATHS.group, { groupId }),
        as: member,
      });
      expectStatus(group, 200, `group on ${baseUrl}`);
      expect(group.body.members).toHaveLength(2);
    }
  });

  it('delivers a change made on instance A to streams open on instance B, directly and through nginx', async () => {
    const [a, b] = direct();
    const onB = await openLiveClient(b, owner);
    const onBViaNginx = await openLiveClient(cluster.viaNginxTo[1], owner);
    const balanced = await openLiveClient(cluster.url, owner);
    streams.push(onB, onBViaNginx, balanced);

    // A day still to come: a member's own past day is closed (docs/product.md#the-seasons-record).
    const day = addDays(FIRST_ANSWERABLE_DAY, 400);
    expectStatus(await changeAttendance(a, member, groupId, day, 'present'), 200, 'PUT on A');
    const changed = (event: { type: string; data: Record<string, unknown> }) =>
      event.type === 'attendance.changed' && event.data.day === day;
    for (const stream of [onB, onBViaNginx, balanced]) {
      expect((await stream.waitForEvent(changed, 10_000)).data).toEqual({
        type: 'attendance.changed',
        groupId,
        userId: member.userId,
        day,
      });
      await stream.waitForEvent((event) => event.type === 'notification.changed', 10_000);
    }
  });

  it('shows the same inbox on both instances, and a read on one is read on the other', async () => {
    const [a, b] = direct();
    interface Inbox {
      unreadCount: number;
      items: { id: string; isRead: boolean }[];
    }
    const inbox = async (baseUrl: string) => {
      const res = await apiRequest<Inbox>(baseUrl, { path: API_PATHS.notifications, as: owner });
      expectStatus(res, 200, `inbox on ${baseUrl}`);
      return res.body;
    };
    const onA = await inbox(a);
    expect(onA.unreadCount).toBe(1);
    expect(await inbox(b)).toEqual(onA);

    const read = await apiRequest(b, {
      method: 'POST',
      path: pathFor(API_PATHS.notificationRead, { id: onA.items[0]!.id }),
      as: owner,
    });
    expectStatus(read, 204, 'mark read on B');
    expect(await inbox(a)).toMatchObject({ unreadCount: 0, items: [{ isRead: true }] });
  });
});

describe('docs/deploy.md', () => {
  it('shows the nginx site this cluster runs, word for word', async () => {
    const guide = await readFile(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    expect(guide).toContain(upstreamConfig('turnout', ['10.0.0.11:3000', '10.0.0.12:3000']));
    expect(guide).toContain(siteConfig(DOCUMENTED_SITE));
  });
});

/** The production example in the guide: TLS at nginx, the same proxy settings. */
const DOCUMENTED_SITE = {
  listen: '443 ssl',
  upstream: 'turnout',
  extra: [
    'server_name turnout.example.org;',
    'ssl_certificate /etc/ssl/turnout/fullchain.pem;',
    'ssl_certificate_key /etc/ssl/turnout/privkey.pem;',
  ],
};
