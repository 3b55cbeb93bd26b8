import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { API_PATHS, CSRF_HEADER } from '@turnout/domain';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A fresh, unique account description; nothing is created yet. */
export function newUser(name = 'Ada Lovelace'): TestUser {
  return { name, email: `ada-${randomUUID()}@example.org`, password: 'correct horse' };
}

/** Creates the account through the API; the page's context is signed in afterwards. */
export async function signUpViaApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const response = await page.request.post(API_PATHS.signUp, {
    data: { name: user.name, email: user.email, password: user.password },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

// Browsers log failed loads (a 401 of a session that ended, a 404 for an unknown account) as
// console errors; those are the API answering as designed, as is a request that cannot go out
// while a journey has the browser offline (index.html preloads the start-up requests). Anything
// else logged as an error, and any uncaught exception, fails the journey (Epic Stack's habit).
const expectedNoise =
  /Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedNoise.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
