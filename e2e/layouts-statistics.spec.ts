import type { Page } from '@playwright/test';
import { MONDAY } from './support/days.ts';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  LANDSCAPE,
  LATER,
  pageAt,
  PHONE_320,
  THURSDAY,
  ZOOM_200,
} from './support/layouts.ts';
import { answer, apiMember } from './support/members.ts';
import { setScheduleViaApi } from './support/season.ts';

// The statistics screen at the sizes of e2e/support/layouts.ts, light and dark, and by keyboard.

test.slow();

/**
 * The statistics screen (docs/product.md#statistics) of a coach, the page's user, whose members
 * answered the Monday and Thursday: the chart, its table and the figures.
 */
async function coachClub(page: Page, baseURL: string) {
  await signUpViaApi(page, newUser('Coach Constanze Übermorgen-Fischer'));
  const group = await createGroupViaApi(page, { name: uniqueName('Ruderclub') });
  await setScheduleViaApi(page, group.id, {
    trainingDays: [
      { weekday: 1, time: '18:30', place: 'Halle 2' },
      { weekday: 4, time: '19:00', place: null },
    ],
    cancelledDates: [],
  });
  const code = group.inviteCode!;
  const max = await apiMember(baseURL, 'Maximilian Schwarzenberger-Hohenlohe', code);
  const sam = await apiMember(baseURL, 'Sam Small', code);
  await answer(max, group.id, MONDAY, 'present');
  await answer(sam, group.id, MONDAY, 'away');
  await answer(max, group.id, THURSDAY, 'present');
  await Promise.all([max, sam].map((member) => member.api.dispose()));
  return group;
}

async function openStatistics(page: Page, groupId: string, language: 'en' | 'de' = 'en') {
  const words =
    language === 'en'
      ? {
          period: 'Period',
          range: 'Chosen dates',
          from: 'From',
          to: 'To',
          chart: 'Attendance per week',
        }
      : {
          period: 'Zeitraum',
          range: 'Gewählte Daten',
          from: 'Von',
          to: 'Bis',
          chart: 'Anwesenheit pro Woche',
        };
  await page.goto(`/groups/${groupId}/statistics`);
  await chooseRange(page, words);
}

async function chooseRange(
  page: Page,
  words: { period: string; range: string; from: string; to: string; chart: string },
) {
  await page.getByRole('combobox', { name: words.period }).click();
  await page.getByRole('option', { name: words.range }).click();
  await page.getByRole('textbox', { name: words.from, exact: true }).fill(MONDAY);
  await page.getByRole('textbox', { name: words.to, exact: true }).fill(LATER);
  await expect(page.getByRole('figure', { name: words.chart })).toBeVisible();
}

test.describe('the statistics screen', () => {
  for (const size of [PHONE_320, LANDSCAPE, ZOOM_200, DESKTOP]) {
    for (const dark of [false, true]) {
      test(`fits a ${size.name}${dark ? ' in dark mode' : ''}, its lines drawn in the kit's colours`, async ({
        browser,
        baseURL,
      }) => {
        const { page, errors, close } = await pageAt(browser, baseURL!, size, dark);
        const group = await coachClub(page, baseURL!);
        await openStatistics(page, group.id);
        await expectNoSidewaysScroll(page, 'the statistics screen');
        const chart = page.getByRole('figure', { name: 'Attendance per week' });
        const chartBox = (await chart.boundingBox())!;
        expect(chartBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
        // The lines stand out from the chart's card, whichever the theme.
        const colours = await chart.evaluate((figure) => {
          const path = figure.querySelector('svg[data-testid="weekly-chart"] path')!;
          return {
            line: getComputedStyle(path).stroke,
            card: getComputedStyle(figure).backgroundColor,
          };
        });
        expect(colours.line).not.toBe(colours.card);
        // The legend and the axis labels keep a readable size however narrow the chart.
        const legend = chart.getByText('Said present', { exact: true });
        const size12 = await legend.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
        expect(size12).toBeGreaterThanOrEqual(12);
        await page.getByRole('button', { name: 'Export' }).click();
        await expect(page.getByRole('dialog', { name: 'Export the record' })).toBeVisible();
        await expectNoSidewaysScroll(page, 'the export dialog open');
        await page.keyboard.press('Escape');
        expect(errors).toEqual([]);
        await close();
      });
    }
  }

  test('is reached and worked by keyboard, in German too', async ({ browser, baseURL }) => {
    const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP);
    const group = await coachClub(page, baseURL!);
    await page.goto(`/groups/${group.id}`);
    await page.getByRole('button', { name: 'Group menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Statistics' })).toBeVisible();
    // The menu's items by arrow keys, then Enter on Statistics.
    for (let step = 0; step < 10; step++) {
      if (
        await page
          .getByRole('menuitem', { name: 'Statistics' })
          .evaluate((n) => n === document.activeElement)
      )
        break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}/statistics$`));
    await chooseRange(page, {
      period: 'Period',
      range: 'Chosen dates',
      from: 'From',
      to: 'To',
      chart: 'Attendance per week',
    });
    // The tables' scrolling regions take focus, so a keyboard can scroll them.
    const people = page.getByRole('region', { name: 'Figures per person' });
    await people.focus();
    await expect(people).toBeFocused();
    // The season grid, shown and sorted by keyboard.
    await page.getByRole('button', { name: 'Show the season grid' }).focus();
    await page.keyboard.press('Enter');
    const grid = page.getByTestId('season-grid');
    await expect(grid).toBeVisible();
    await grid.getByRole('button', { name: 'By attendance' }).focus();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('columnheader', { name: 'By attendance' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Names stay in view while the grid scrolls sideways.
    const region = page.getByRole('region', {
      name: 'Each person’s answer and record per training day',
    });
    await region.evaluate((node) => node.scrollBy(2000, 0));
    const name = grid.getByRole('rowheader', { name: /Sam Small/ });
    const regionBox = (await region.boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.x).toBeGreaterThanOrEqual(regionBox.x - 1);
    // And the dates, one sticky header row, while it scrolls down; in a readable size.
    await region.evaluate((node) => node.scrollBy(0, 2000));
    const dayHead = grid.getByRole('columnheader').nth(2);
    expect((await dayHead.boundingBox())!.y).toBeGreaterThanOrEqual(regionBox.y - 1);
    const headSize = await dayHead.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(headSize).toBeGreaterThanOrEqual(12);

    await page.request.put('/api/account/language', {
      data: { language: 'de', chosen: true },
      headers: { 'x-turnout-csrf': '1' },
    });
    await openStatistics(page, group.id, 'de');
    await expect(page.getByRole('table', { name: 'Zahlen pro Person' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the statistics screen in German');
    expect(errors).toEqual([]);
    await close();
  });
});
