import { expectNoAxeViolations } from './support/axe.ts';
import { dayUrl } from './support/calendar.ts';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  LANDSCAPE,
  pageAt,
  PHONE_320,
  THURSDAY,
  ZOOM_200,
} from './support/layouts.ts';
import { setScheduleViaApi } from './support/season.ts';

// The Edit Group dialog's training days at the sizes of e2e/support/layouts.ts.

test.slow();

// A single date's own rules in the Edit Group dialog (docs/decisions/045-training-limit-and-waitlist.md):
// the listed date with its rules, and the row that sets them, whole at each size, light and dark.
test.describe('the training days’ single-date rules fit', () => {
  for (const [size, dark] of [
    [PHONE_320, false],
    [LANDSCAPE, true],
    [ZOOM_200, false],
    [DESKTOP, true],
  ] as const) {
    test(`on a ${size.name} (${dark ? 'dark' : 'light'})`, async ({ browser, baseURL }) => {
      const { page, errors, close } = await pageAt(browser, baseURL!, size, dark);
      await signUpViaApi(page, newUser('Coach Carla Christiansen-Featherstonehaugh'));
      const group = await createGroupViaApi(page, { name: uniqueName('Kletterteam') });
      await setScheduleViaApi(page, group.id, {
        trainingDays: [{ weekday: 4, time: '19:00', place: 'Boulderhalle Nord', limit: 12 }],
        cancelledDates: [],
        dayRules: [{ day: THURSDAY, end: '20:30', limit: 8, deadlineHours: 24 }],
      });
      await page.goto(dayUrl(group.id, THURSDAY));
      await page.getByRole('button', { name: 'Group menu' }).click({ timeout: 20_000 });
      await page.getByRole('menuitem', { name: 'Edit group' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Group' });
      const rules = dialog.getByRole('group', { name: 'Days with their own rules' });
      const add = rules.getByRole('button', { name: 'Add a day with its own rules' });
      await add.scrollIntoViewIfNeeded();
      await expect(rules.getByRole('listitem')).toContainText('at most 8');
      await expectNoSidewaysScroll(page, 'the single-date rules');
      const box = (await rules.boundingBox())!;
      for (const control of [
        rules.getByLabel('Date with its own rules'),
        rules.getByLabel('End on this date'),
        rules.getByLabel('Most people present on this date'),
        rules.getByLabel('Answers close how many hours before the start on this date'),
        add,
        rules.getByRole('button', { name: /^Remove the own rules of / }),
      ]) {
        const part = (await control.boundingBox())!;
        expect(part.x, 'a control starts inside its section').toBeGreaterThanOrEqual(box.x - 1);
        expect(part.x + part.width, 'a control ends inside its section').toBeLessThanOrEqual(
          box.x + box.width + 1,
        );
      }
      // The date shows whole in its field.
      expect(
        await rules
          .getByLabel('Date with its own rules')
          .evaluate((input) => input.scrollWidth <= input.clientWidth),
      ).toBe(true);
      // By keyboard: from the last rule to the button, Enter on it sets the rules (no date yet:
      // it asks for one first).
      await rules.getByLabel('Answers close how many hours before the start on this date').focus();
      await page.keyboard.press('Tab');
      await expect(add).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(rules.getByLabel('Date with its own rules')).toHaveAccessibleDescription(
        'Choose a date first.',
      );
      await expectNoAxeViolations(page, `the single-date rules on a ${size.name}`);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
