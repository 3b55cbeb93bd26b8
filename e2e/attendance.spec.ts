import type { Page } from '@playwright/test';
import { choose, dayCell, dayUrl, daySheet, expectDay } from './support/calendar.ts';
import { germanDayTitle, MONDAY, weekDay } from './support/days.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { test, type People } from './support/people.ts';

// Attendance journeys (docs/product.md#day-attendance): two members set their attendance for a day and see each other's, a note
// under the name, moving between days, and opening a day by link (?activeDay).

// Two people in two browsers, several reloads each: more than the default 30 s on a busy machine.
test.slow();

const DAY = MONDAY;
const DAY_TITLE = germanDayTitle(DAY);

/** Ada owns a new group that Grace has joined; Ada is `page`. */
async function twoMembers(page: Page, people: People) {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const grace = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(page, grace.page, uniqueName('Climbing Crew'));
  return { grace: grace.page, group };
}

test('two members mark present, away and undecided and each sees the other', async ({
  page,
  people,
}) => {
  const { grace, group } = await twoMembers(page, people);
  await page.goto(dayUrl(group.id, DAY));
  await grace.goto(dayUrl(group.id, DAY));
  await expect(daySheet(page).getByRole('button', { name: DAY_TITLE })).toBeVisible();
  await expectDay(page, { away: [], undecided: ['Ada Lovelace', 'Grace Hopper'], present: [] });

  await choose(page, 'present');
  await expectDay(page, { away: [], undecided: ['Grace Hopper'], present: ['Ada Lovelace'] });
  await expect(dayCell(page, DAY)).toHaveAccessibleName(
    `${DAY_TITLE}, my answer: Present, 1 present, 0 away`,
  );
  await choose(grace, 'away');

  await page.reload();
  await expectDay(page, { away: ['Grace Hopper'], undecided: [], present: ['Ada Lovelace'] });
  // Through the groups list and back: the calendar loads what the server has.
  await grace.goto('/groups');
  await expect(grace.getByText(group.name)).toBeVisible();
  await grace.goto(dayUrl(group.id, DAY));
  await expectDay(grace, { away: ['Grace Hopper'], undecided: [], present: ['Ada Lovelace'] });
  await expect(dayCell(grace, DAY)).toHaveAccessibleName(
    `${DAY_TITLE}, my answer: Away, 1 present, 1 away`,
  );

  await choose(page, 'undecided');
  await expect(dayCell(page, DAY)).toHaveAccessibleName(`${DAY_TITLE}, 0 present, 1 away`);
  await grace.reload();
  await expectDay(grace, { away: ['Grace Hopper'], undecided: ['Ada Lovelace'], present: [] });
});

test("a member's note shows under their name", async ({ page, people }) => {
  const { grace, group } = await twoMembers(page, people);
  await page.goto(dayUrl(group.id, DAY));
  await choose(page, 'present');
  await daySheet(page).getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: `Note for ${DAY_TITLE}` });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Bringing the rope');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  await grace.goto(dayUrl(group.id, DAY));
  const present = daySheet(grace).getByRole('region', { name: 'Present', exact: true });
  // Ada owns the group: her name carries the owner's badge (ADR 030).
  await expect(present.getByRole('listitem')).toHaveText('Ada LovelaceOwnerBringing the rope');
  await present.getByRole('button', { name: 'Bringing the rope' }).click();
  await expect(present.getByRole('button', { name: 'Bringing the rope' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('moves between days, and the date returns to today', async ({ page }) => {
  // The Monday, late morning in Berlin: the browser's today.
  await page.clock.setFixedTime(new Date(`${DAY}T10:00:00Z`));
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, { name: uniqueName('Runners') });
  await page.goto(`/groups/${group.id}`);
  const sheet = daySheet(page);
  await expect(sheet.getByRole('button', { name: DAY_TITLE })).toBeVisible();
  await expect(dayCell(page, DAY)).toHaveAccessibleName(new RegExp(`^${DAY_TITLE}, today,`));
  await expect(dayCell(page, DAY)).toHaveAttribute('aria-pressed', 'true');

  await sheet.getByRole('button', { name: 'Next day' }).click();
  await expect(sheet.getByRole('button', { name: germanDayTitle(weekDay(1)) })).toBeVisible();
  await expect(page).toHaveURL(dayUrl(group.id, weekDay(1)));
  await expect(dayCell(page, weekDay(1))).toHaveAttribute('aria-pressed', 'true');

  await sheet.getByRole('button', { name: 'Previous day' }).click();
  await sheet.getByRole('button', { name: 'Previous day' }).click();
  await expect(sheet.getByRole('button', { name: germanDayTitle(weekDay(-1)) })).toBeVisible();
  await expect(page).toHaveURL(dayUrl(group.id, weekDay(-1)));

  await sheet.getByRole('button', { name: germanDayTitle(weekDay(-1)) }).click();
  await expect(sheet.getByRole('button', { name: DAY_TITLE })).toBeVisible();
  await expect(dayCell(page, DAY)).toHaveAttribute('aria-pressed', 'true');
});

test('?activeDay opens that day, scrolled into view', async ({ page }) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, {
    name: uniqueName('Choir'),
    location: 'Gemeindesaal',
    description: 'Rehearsals on Thursdays.',
  });
  await page.goto(dayUrl(group.id, '2027-05-20'));
  await expect(
    daySheet(page).getByRole('button', { name: 'Donnerstag, 20. Mai 2027' }),
  ).toBeVisible();
  const cell = dayCell(page, '2027-05-20');
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(cell).toBeInViewport();
  for (const month of ['März 2027', 'April 2027', 'Mai 2027', 'Juni 2027', 'Juli 2027']) {
    await expect(page.getByRole('heading', { name: month })).toBeAttached();
  }
  await expect(page.getByRole('region', { name: 'About this group' })).toContainText(
    'Gemeindesaal',
  );
});
