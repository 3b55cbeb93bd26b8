import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, groupListResponseSchema } from '@turnout/domain';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi } from './support/groups.ts';

// A page on another port of the same host is same-site: the browser sends the Lax session
// cookie with its form posts. Such a post, with the API path spelled in percent-escapes the
// router decodes, once logged the user out and joined them to a group. It must change nothing.

let evil: Server;
let evilUrl = '';

test.beforeAll(async ({ baseURL }) => {
  evil = createServer((request, response) => {
    const [, action, code] = (request.url ?? '').split('/');
    const target =
      action === 'join' ? `${baseURL}/%61pi/invites/${code}/join` : `${baseURL}/%61pi/auth/log-out`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Win a prize</title>` +
        `<form method="post" action="${target}"><button>Claim</button></form>` +
        `<script>document.forms[0].submit()</script>`,
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
  // The answer of the app (not of the page that posts to it).
  const appAnswer = (path: string) =>
    page.waitForResponse((response) => response.url() === `${baseURL}${path}`);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/');
  await signUpViaApi(owner);
  const group = await createGroupViaApi(owner, { name: 'Forged Join', location: 'Halle' });
  await ownerContext.close();

  await page.goto('/');
  await signUpViaApi(page);

  const joinAnswer = appAnswer(`/%61pi/invites/${group.inviteCode}/join`);
  await page.goto(`${evilUrl}/join/${group.inviteCode}`);
  expect((await joinAnswer).status()).toBe(403);

  const logOutAnswer = appAnswer('/%61pi/auth/log-out');
  await page.goto(`${evilUrl}/log-out`);
  expect((await logOutAnswer).status()).toBe(403);

  // Still signed in, and in no group.
  const me = await page.request.get(API_PATHS.me);
  expect(me.status()).toBe(200);
  const list = await page.request.get(API_PATHS.groups);
  const groups = groupListResponseSchema.parse(await list.json());
  expect(groups.member.map((g) => g.id)).not.toContain(group.id);
});
