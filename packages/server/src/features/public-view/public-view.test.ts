import { describe, expect, it } from 'vitest';
import { addDays, API_PATHS, pathFor, today } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import {
  buildAttendance,
  buildGroup,
  MISSING_GROUP_ID,
  type TestGroup,
} from '../../test/group-factories.ts';

// A group's public view (docs/decisions/042-webhooks.md): off until whoever runs the group turns
// it on; then its public id (not the group's) gives the next trainings with counts and no
// names, as JSON any site may fetch and as a page only the named sites may frame.

describe('public view', () => {
  const t = useTestApp({ env: { APP_TIME_ZONE: 'Europe/Berlin' } });
  const d0 = today('Europe/Berlin');

  const settingsUrl = (group: TestGroup) =>
    pathFor(API_PATHS.publicViewSettings, { groupId: group.id });
  const turnOn = (group: TestGroup, frameAncestors: string[] = []) =>
    t.request({
      method: 'PUT',
      url: settingsUrl(group),
      body: { frameAncestors },
      as: group.owner,
    });

  async function groupWithTrainings() {
    const group = await buildGroup(t.db, { name: 'Tuesday Volleyball', members: 3 });
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupSchedule, { groupId: group.id }),
      body: {
        trainingDays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          time: weekday === 7 ? null : '18:30',
          place: weekday === 7 ? null : 'Gym',
        })),
        cancelledDates: [addDays(d0, 1)],
      },
      as: group.owner,
    });
    const [a, b, c] = group.members;
    await buildAttendance(t, { group, user: a!, day: d0, state: 'present' });
    await buildAttendance(t, { group, user: b!, day: d0, state: 'present' });
    await buildAttendance(t, { group, user: c!, day: d0, state: 'away' });
    return group;
  }

  it('is off by default: nothing is public, and the group id does not open it', async () => {
    const group = await groupWithTrainings();
    const settings = await t.request({ method: 'GET', url: settingsUrl(group), as: group.owner });
    expect(settings.json()).toEqual({ publicView: null });
    // A malformed id (a NUL byte PostgreSQL refuses in text) is as unknown as any other.
    for (const publicId of [group.id, 'AAAAAAAAAAAAAAAAAAAAAA', '\u0000', 'a'.repeat(64)]) {
      const json = await t.request({
        method: 'GET',
        url: pathFor(API_PATHS.publicView, { publicId }),
      });
      expect(json.statusCode).toBe(404);
      expect(json.json().error.code).toBe('not-found');
      const page = await t.request({ method: 'GET', url: `/embed/groups/${publicId}` });
      expect(page.statusCode).toBe(404);
    }
  });

  it('once on, gives the next trainings with counts and no names, to any site', async () => {
    const group = await groupWithTrainings();
    const on = await turnOn(group);
    expect(on.statusCode).toBe(200);
    const { publicView } = on.json();
    expect(publicView.publicId).not.toBe(group.id);
    expect(publicView.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(publicView.jsonUrl).toBe(
      `${t.config.publicUrl}/api/public/groups/${publicView.publicId}`,
    );

    const res = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.publicView, { publicId: publicView.publicId }),
      headers: { origin: 'https://club.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const body = res.json();
    expect(body.name).toBe('Tuesday Volleyball');
    // Every day a training from today, tomorrow's cancelled one left out.
    expect(body.trainings.map((training: { day: string }) => training.day)).toEqual(
      [0, 2, 3, 4, 5, 6, 7, 8].map((n) => addDays(d0, n)),
    );
    expect(body.trainings[0]).toEqual({
      day: d0,
      time: expect.toBeOneOf(['18:30', null]),
      place: expect.toBeOneOf(['Gym', null]),
      present: 2,
      away: 1,
    });
    expect(body.trainings[1]).toMatchObject({ present: 0, away: 0 });
    expect(body.trainings).toHaveLength(8);
    for (const member of [group.owner, ...group.members]) {
      expect(res.body).not.toContain(member.user.displayName);
      expect(res.body).not.toContain(member.user.id);
    }
  });

  it('serves the page framed only by the sites named, and stops when turned off', async () => {
    const group = await groupWithTrainings();
    const refused = await turnOn(group, ['https://club.example/path']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'https://club.example/path is not a site address (https://example.org).',
    );

    const { publicView } = (
      await turnOn(group, ['https://club.example', 'https://www.club.example:8443'])
    ).json();
    const page = await t.request({
      method: 'GET',
      url: `/embed/groups/${publicView.publicId}`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain(
      'frame-ancestors https://club.example https://www.club.example:8443',
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('Tuesday Volleyball: nächste Trainings');
    expect(page.body).not.toContain('<script');

    // Without named sites, nobody may frame it.
    await turnOn(group, []);
    const unframed = await t.request({
      method: 'GET',
      url: `/embed/groups/${publicView.publicId}`,
    });
    expect(unframed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(unframed.body).toContain('Tuesday Volleyball: next trainings');

    const off = await t.request({ method: 'DELETE', url: settingsUrl(group), as: group.owner });
    expect(off.statusCode).toBe(204);
    const gone = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.publicView, { publicId: publicView.publicId }),
    });
    expect(gone.statusCode).toBe(404);
    // On again: a new address; the old one stays dead.
    const again = (await turnOn(group)).json().publicView;
    expect(again.publicId).not.toBe(publicView.publicId);
  });

  it('is for whoever runs the group to turn on: 403 for a member, 404 for anyone else', async () => {
    const group = await groupWithTrainings();
    const stranger = await t.signIn();
    const asMember = await t.request({
      method: 'PUT',
      url: settingsUrl(group),
      body: { frameAncestors: [] },
      as: group.members[0]!,
    });
    expect(asMember.statusCode).toBe(403);
    const asStranger = await t.request({
      method: 'PUT',
      url: settingsUrl(group),
      body: { frameAncestors: [] },
      as: stranger,
    });
    expect(asStranger.statusCode).toBe(404);
    const missing = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.publicViewSettings, { groupId: MISSING_GROUP_ID }),
      as: stranger,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: settingsUrl(group), as: group.owner })).json(),
    ).toEqual({ publicView: null });
  });
});
