import type { Page } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, pathFor, today } from '@turnout/domain';
import { expectNoAxeViolations, settled } from './support/axe.ts';
import { daySheet, dayUrl } from './support/calendar.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { pageAt, type Size } from './support/layouts.ts';
import { answer, apiMember } from './support/members.ts';
import { test } from './support/people.ts';

// The season's record (docs/product.md#the-seasons-record): a coach takes today's roll call,
// pre-ticked from the answers, and corrects it; a second coach sees the record arrive live and
// the member who came sees "You came". The dialog fits the sizes of e2e/support/layouts.ts.

const FIRST_LOAD = { timeout: 20_000 };
const headers = { [CSRF_HEADER]: '1' };

test.slow();

async function makeCoach(owner: Page, groupId: string, userId: string) {
  const res = await owner.request.put(pathFor(API_PATHS.memberRole, { groupId, userId }), {
    data: { role: 'coach' },
    headers,
  });
  expect(res.status(), await res.text()).toBe(204);
}

test('a roll call pre-ticked from the answers is corrected, and seen live', async ({
  people,
  baseURL,
}) => {
  const day = today();
  const owner = await people.signedIn('Olga Owner');
  const coach = await people.signedIn('Carla Coach');
  const group = await groupWithMember(owner.page, coach.page, uniqueName('Judo Club'));
  const me = await coach.page.request.get(API_PATHS.session);
  await makeCoach(owner.page, group.id, (await me.json()).user.id);
  const sam = await people.signedIn('Sam Silent');
  await sam.page.request.post(pathFor(API_PATHS.join, { inviteCode: group.inviteCode! }), {
    headers,
  });
  const anna = await apiMember(baseURL!, 'Anna Answered', group.inviteCode!);
  const ben = await apiMember(baseURL!, 'Ben Away', group.inviteCode!);
  await answer(anna, group.id, day, 'present');
  await answer(ben, group.id, day, 'away');

  // The second coach and Sam watch the day.
  await coach.page.goto(dayUrl(group.id, day));
  const coachSheet = daySheet(coach.page);
  await expect(coachSheet.getByTestId('roll-call-status')).toHaveText(
    'Not recorded yet',
    FIRST_LOAD,
  );
  await sam.page.goto(dayUrl(group.id, day));
  await expect(daySheet(sam.page).getByRole('group', { name: 'My attendance' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(daySheet(sam.page).getByRole('button', { name: 'Who came' })).toHaveCount(0);

  // The owner opens Who came: Anna ticked (said present), Ben and Sam not.
  await owner.page.goto(dayUrl(group.id, day));
  const open = daySheet(owner.page).getByRole('button', { name: 'Who came' });
  await expect(open).toBeEnabled(FIRST_LOAD);
  await open.click();
  const dialog = owner.page.getByRole('dialog', { name: /^Who came on / });
  await expect(dialog.getByRole('checkbox', { name: 'Anna Answered' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Ben Away' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Sam Silent' })).not.toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Did not answer' })).toContainText('Sam Silent');

  // Anna did not come after all; Sam came without answering. By keyboard: Space ticks.
  await dialog.getByRole('checkbox', { name: 'Anna Answered' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Sam Silent' }).focus();
  await owner.page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Sam Silent' })).toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText('1 came');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.page.getByText('Who came was saved.')).toBeVisible();
  await expect(daySheet(owner.page).getByTestId('roll-call-status')).toHaveText(
    '1 came · Recorded by Olga Owner',
  );

  // Live: the coach's sheet and Sam's own record follow.
  await expect(coachSheet.getByTestId('roll-call-status')).toHaveText(
    '1 came · Recorded by Olga Owner',
  );
  await expect(daySheet(sam.page).getByTestId('my-record')).toHaveText('You came');
  // The coach reopens it and finds the saved record, not the answers' suggestion.
  await coachSheet.getByRole('button', { name: 'Who came' }).click();
  const again = coach.page.getByRole('dialog', { name: /^Who came on / });
  await expect(again.getByRole('checkbox', { name: 'Sam Silent' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Anna Answered' })).not.toBeChecked();
  await Promise.all([anna, ben].map((member) => member.api.dispose()));
});

test('a member finds yesterday closed in the day sheet', async ({ people }) => {
  const owner = await people.signedIn('Olga Owner');
  const member = await people.signedIn('Ines Member');
  const group = await groupWithMember(owner.page, member.page, uniqueName('Rowing'));
  const yesterday = new Date(Date.now() - 86_400_000);
  const day = today(undefined, yesterday.getTime());
  await member.page.goto(dayUrl(group.id, day));
  const sheet = daySheet(member.page);
  await expect(sheet.getByTestId('day-closed')).toHaveText(
    'This day is over: its answers are closed.',
    FIRST_LOAD,
  );
  await expect(
    sheet.getByRole('group', { name: 'My attendance' }).getByRole('button', { name: 'Present' }),
  ).toBeDisabled();
});

// The sizes of e2e/support/layouts.ts.
const SIZES: Size[] = [
  {
    name: '320 px phone',
    options: {
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    },
  },
  {
    name: 'phone held sideways',
    options: {
      viewport: { width: 844, height: 390 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    },
  },
  {
    name: '1280×800 at 200 % zoom',
    options: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  },
  {
    name: 'desktop window',
    options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  },
];

test.describe('Who came fits every size', () => {
  for (const [index, size] of SIZES.entries()) {
    test(`on a ${size.name}`, async ({ browser, baseURL }) => {
      const { page, errors, close } = await pageAt(browser, baseURL!, size, index % 2 === 1);
      await signUpViaApi(page, newUser('Coach Carla Christiansen'));
      const group = await createGroupViaApi(page, { name: uniqueName('Kletterteam') });
      const day = today();
      const max = await apiMember(
        baseURL!,
        'Maximilian Schwarzenberger-Hohenlohe',
        group.inviteCode!,
      );
      await answer(max, group.id, day, 'present');
      await page.goto(dayUrl(group.id, day));
      const open = daySheet(page).getByRole('button', { name: 'Who came' });
      await expect(open).toBeEnabled(FIRST_LOAD);
      await open.click();
      const dialog = page.getByRole('dialog', { name: /^Who came on / });
      const box = dialog.getByRole('checkbox', { name: 'Maximilian Schwarzenberger-Hohenlohe' });
      await expect(box).toBeChecked();
      const width = page.viewportSize()!.width;
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scrollWidth, 'page width with Who came open').toBeLessThanOrEqual(width);
      const dialogBox = (await dialog.boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
      await settled(dialog);
      await expectNoAxeViolations(page, `Who came (${size.name})`);
      await dialog.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
      await max.api.dispose();
      await close();
    });
  }
});
