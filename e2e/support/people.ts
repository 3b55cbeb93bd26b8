import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, newUser, signUpViaApi, test as base, type TestUser } from './fixtures.ts';

// More people in one journey, each in a browser context of their own (own cookies, own tabs),
// on the same device as the project (desktop or phone). Their console errors fail the journey
// like those of the default page, and their contexts close with the test.

export interface Person {
  page: Page;
  user?: TestUser;
}

export interface People {
  /** Someone not signed in. */
  visitor(): Promise<Person>;
  /** Someone with a fresh account, signed in through the API. */
  signedIn(name: string): Promise<Person & { user: TestUser }>;
}

const expectedNoise = /Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ people: People }>({
  people: async ({ browser, baseURL }, use, testInfo) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } =
      testInfo.project.use;
    const options: BrowserContextOptions = {
      baseURL,
      // The project's language (the journeys read English texts), as for the default page.
      locale,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      permissions: ['clipboard-read', 'clipboard-write'],
    };
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    const errors: string[] = [];

    async function visitor(): Promise<Person> {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedNoise.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { page };
    }

    async function signedIn(name: string) {
      const { page } = await visitor();
      const user = await signUpViaApi(page, newUser(name));
      return { page, user };
    }

    await use({ visitor, signedIn });
    await Promise.all(contexts.map((context) => context.close()));
    expect(errors, "console errors of the journey's other people").toEqual([]);
  },
});

export { expect };
