import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, groupListResponseSchema } from '@turnout/domain';
import type { Request } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi } from './support/groups.ts';

// A page on another port of the same host is same-site: the browser sends the Lax session
// cookie with its posts. Such a post, with the API path spelled in percent-escapes the
// router decodes, once logged the user out and joined them to a group. It must change nothing.

let evil: Server;
let evilUrl = '';

test.beforeAll(async ({ baseURL }) => {
  evil = createServer((request, response) => {
    const [, action, code] = (request.url ?? '').split('/');
    const target =
      action === 'join' ? `${baseURL}/%61pi/invites/${code}/join` : `${baseURL}/%61pi/auth/log-out`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // A request without a body has no content type to give it away; no-cors needs no preflight.
    response.end(
      `<!doctype html><title>Win a prize</title>` +
        `<script>fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => {})</script>`,
    );
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

test('a page on another port cannot make a signed-in user join a group or log out', async ({
  page,
  browser,
  baseURL,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/');
  await signUpViaApi(owner);
  const group = await createGroupViaApi(owner, { name: 'Forged Join', location: 'Halle' });
  await ownerContext.close();

  await page.goto('/');
  await signUpViaApi(page);
  // The other site, in a second tab of the same browser (its own console is its own affair).
  const attacker = await page.context().newPage();
  // The app's answer is opaque to the other page (and blocked by its resource policy); the
  // request has been answered once it finished or failed in the browser.
  const answered = (path: string) => {
    const isIt = (request: Request) => request.url() === `${baseURL}${path}`;
    return Promise.race([
      attacker.waitForEvent('requestfinished', isIt),
      attacker.waitForEvent('requestfailed', isIt),
    ]);
  };

  const join = answered(`/%61pi/invites/${group.inviteCode}/join`);
  await attacker.goto(`${evilUrl}/join/${group.inviteCode}`);
  await join;

  const logOut = answered('/%61pi/auth/log-out');
  await attacker.goto(`${evilUrl}/log-out`);
  await logOut;

  // Still signed in, and in no group.
  const me = await page.request.get(API_PATHS.me);
  expect(me.status()).toBe(200);
  const list = await page.request.get(API_PATHS.groups);
  const groups = groupListResponseSchema.parse(await list.json());
  expect(groups.member.map((g) => g.id)).not.toContain(group.id);
});
