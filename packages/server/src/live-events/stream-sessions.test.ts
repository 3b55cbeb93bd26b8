import { API_PATHS, CSRF_HEADER } from '@turnout/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  listenOnLoopback,
  openEventStream,
  type EventStreamClient,
} from '../test/event-stream-client.ts';
import { createSignedInUser, type SignedInUser } from '../test/factories.ts';
import { setAccountDisabled } from '../features/auth/mutations.ts';

// A live stream shows a session's events only while that session lives: logging out, or the
// account being disabled, ends it on whichever instance serves it (ADR 010's NOTIFY).
describe('live streams end with their session', () => {
  let t: TestApp;
  let baseUrl: string;
  const streams: EventStreamClient[] = [];

  // An app per test: with one shared app, its close waited on a connection the test client had
  // left open from an earlier test's streams.
  beforeEach(async () => {
    t = await createTestApp();
    baseUrl = await listenOnLoopback(t.app);
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await t.close();
  });

  async function open(user: SignedInUser, base = baseUrl): Promise<EventStreamClient> {
    const stream = await openEventStream(base, { token: user.token });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((frame) => frame.id !== undefined);
    return stream;
  }

  async function logOut(user: SignedInUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logOut,
      headers: { authorization: `Bearer ${user.token}`, [CSRF_HEADER]: '1' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  it('ends the stream of a session that logs out, and only that one', async () => {
    const phone = await t.signIn();
    const laptop = await createSignedInUser(t.db, { user: phone });
    const onPhone = await open(phone);
    const onLaptop = await open(laptop);

    await logOut(phone);

    await expect.poll(() => onPhone.ended()).toBe(true);
    expect(onLaptop.ended()).toBe(false);
    // Reconnecting with the ended session is refused, like any request without one.
    const again = await openEventStream(baseUrl, { token: phone.token });
    streams.push(again);
    expect(again.status).toBe(401);
  });

  it('ends every stream of an account that is disabled', async () => {
    const anna = await t.signIn();
    const second = await createSignedInUser(t.db, { user: anna });
    const bob = await t.signIn();
    const onFirst = await open(anna);
    const onSecond = await open(second);
    const bobs = await open(bob);

    await setAccountDisabled(t.db, anna.user.email, true);

    await expect.poll(() => onFirst.ended()).toBe(true);
    await expect.poll(() => onSecond.ended()).toBe(true);
    expect(bobs.ended()).toBe(false);
  });

  it('ends a stream served by another instance when the session logs out here', async () => {
    const other = await buildApp({ config: t.config, db: t.db });
    const otherUrl = await listenOnLoopback(other);
    try {
      const anna = await t.signIn();
      const onOther = await open(anna, otherUrl);
      await logOut(anna);
      await expect.poll(() => onOther.ended()).toBe(true);
    } finally {
      await other.close();
    }
  });
});

// Expiry and the idle timeout send no notification: a stream still ends when its session does
// (seen with a 26 s lifetime: GET me answered 401 while the stream was still fed).
describe('live streams end when their session expires or goes idle', () => {
  const streams: EventStreamClient[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  async function open(base: string, token: string): Promise<EventStreamClient> {
    const stream = await openEventStream(base, { token });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((frame) => frame.id !== undefined);
    return stream;
  }

  it('ends the stream of a session that expires, and only that one', async () => {
    const t = await createTestApp();
    try {
      const base = await listenOnLoopback(t.app);
      const anna = await t.signIn();
      const shortLived = await createSignedInUser(t.db, { user: anna, sessionTtlMs: 2000 });
      const ending = await open(base, shortLived.token);
      const lasting = await open(base, anna.token);

      await expect.poll(() => ending.ended(), { timeout: 8000 }).toBe(true);
      expect(lasting.ended()).toBe(false);
      const again = await openEventStream(base, { token: shortLived.token });
      streams.push(again);
      expect(again.status).toBe(401);
    } finally {
      for (const stream of streams.splice(0)) stream.close();
      await t.close();
    }
  });

  it('ends the stream of a session left idle past SESSION_IDLE_TIMEOUT_DAYS', async () => {
    const t = await createTestApp({ env: { SESSION_IDLE_TIMEOUT_DAYS: String(2 / 86_400) } });
    try {
      const base = await listenOnLoopback(t.app);
      const anna = await t.signIn();
      const stream = await open(base, anna.token);
      await expect.poll(() => stream.ended(), { timeout: 8000 }).toBe(true);
      const me = await t.app.inject({
        method: 'GET',
        url: API_PATHS.me,
        headers: { authorization: `Bearer ${anna.token}` },
      });
      expect(me.statusCode).toBe(401);
    } finally {
      for (const stream of streams.splice(0)) stream.close();
      await t.close();
    }
  });
});
