import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, VALIDATION_MESSAGES } from '@turnout/domain';
import { useTestApp } from '../test/app.ts';
import { buildGroup, groupTablesSnapshot } from '../test/group-factories.ts';

// Input that looks valid but that the database cannot store (a NUL character, a year PostgreSQL
// has no dates for, a time far past the year 9999) once reached the database and came back as a
// 500. Each must be refused as invalid-argument with a message that names the field, and change
// nothing. The abuse suite (test/abuse) generates these classes for every route.

describe('input the database cannot store', () => {
  const t = useTestApp();

  async function expectRefused(
    res: { statusCode: number; json(): unknown },
    field: string,
  ): Promise<void> {
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain(field);
  }

  it('refuses a NUL character in a sign-up name and creates no account', async () => {
    const email = 'nul-name@example.com';
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name: 'Ann\u0000a', email, password: 'secret-enough' },
    });
    await expectRefused(res, 'name');
    const logIn = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email, password: 'secret-enough' },
    });
    expect(logIn.json()).toMatchObject({ error: { code: 'user-not-found' } });
  });

  it('answers an address with a NUL character as the invalid address it is', async () => {
    for (const url of [API_PATHS.signUp, API_PATHS.logIn]) {
      const body = { email: 'a\u0000@example.com', password: 'secret-enough' };
      const res = await t.request({
        method: 'POST',
        url,
        body: url === API_PATHS.signUp ? { ...body, name: 'Anna' } : body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-email' } });
    }
  });

  it('refuses a NUL character in a group name, location or description', async () => {
    const anna = await t.signIn();
    for (const body of [
      { name: 'Gym\u0000' },
      { name: 'Gym', location: 'Hall\u0000 2' },
      { name: 'Gym', description: 'Mondays\u0000' },
    ]) {
      const res = await t.request({ method: 'POST', url: API_PATHS.groups, body, as: anna });
      await expectRefused(res, Object.keys(body).at(-1)!);
    }
    const list = await t.request({ method: 'GET', url: API_PATHS.groups, as: anna });
    expect(list.json()).toEqual({ owned: [], member: [] });
  });

  it('refuses a NUL character in a note, and a day in year 0 or 10000', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    const url = pathFor(API_PATHS.attendance, { groupId: group.id });
    const before = await groupTablesSnapshot(t.db);
    for (const [body, field] of [
      [{ day: '2026-03-02', state: 'present', note: 'late\u0000' }, 'note'],
      [{ day: '0000-01-01', state: 'present' }, 'day'],
      [{ day: '10000-01-01', state: 'present' }, 'day'],
    ] as const) {
      const res = await t.request({ method: 'PUT', url, body, as: me });
      await expectRefused(res, field);
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('refuses a NUL character in a push token', async () => {
    const anna = await t.signIn();
    const res = await t.request({
      method: 'PUT',
      url: API_PATHS.pushTokens,
      body: { token: 'fcm\u0000token', platform: 'android' },
      as: anna,
    });
    await expectRefused(res, 'token');
  });

  it('refuses to read days of year 0', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const url = pathFor(API_PATHS.attendance, { groupId: group.id });
    const res = await t.request({
      method: 'GET',
      url: `${url}?from=0000-01-01&to=0000-01-31`,
      as: group.members[0]!,
    });
    await expectRefused(res, 'from');
  });

  it('refuses a notification cursor whose time lies past the year 9999', async () => {
    const anna = await t.signIn();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const ms of ['999999999999999', '253402300800000']) {
      const cursor = Buffer.from(`${ms}.${id}`).toString('base64url');
      const res = await t.request({
        method: 'GET',
        url: `${API_PATHS.notifications}?cursor=${cursor}`,
        as: anna,
      });
      await expectRefused(res, 'cursor');
    }
  });
});

describe('input past its length limit', () => {
  const t = useTestApp();

  it('is refused with the limit in words, on sign-up and on log-in', async () => {
    const signUp = await t.request({
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name: 'N'.repeat(2000), email: 'long-name@example.com', password: 'secret-enough' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.message).toContain(VALIDATION_MESSAGES.nameTooLong);

    const logIn = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: `${'a'.repeat(300)}@example.org`, password: 'secret-enough' },
    });
    expect(logIn.statusCode).toBe(400);
    expect(logIn.json().error.message).toContain(VALIDATION_MESSAGES.emailTooLong);
  });
});
