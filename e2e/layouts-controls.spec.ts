import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { clubFor, contrast, DESKTOP, pageAt, pixelAt } from './support/layouts.ts';

// The kit's controls as drawn (e2e/support/layouts.ts): a switch's thumb, a dialog's outline and
// a focus ring that show where they should, in dark mode too.

test.slow();

test.describe('in dark mode', () => {
  test("an off switch's thumb stands out from its track and the card", async ({
    browser,
    baseURL,
  }) => {
    const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP, true);
    await clubFor(page, baseURL!);
    await page.goto('/settings');
    const reminder = page.getByRole('switch', { name: /Remind me the evening/ });
    await expect(reminder).not.toBeChecked({ timeout: 20_000 });
    // The switch draws a track and a thumb beside the (invisible) checkbox.
    const parts = await reminder.evaluate((input) => {
      const rect = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      const [track, thumb] = [
        input.nextElementSibling!,
        input.nextElementSibling!.nextElementSibling!,
      ];
      return { track: rect(track), thumb: rect(thumb) };
    });
    const { track, thumb } = parts;
    const thumbColour = await pixelAt(page, thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    // The track's far end, which the thumb of an off switch leaves free.
    const trackColour = await pixelAt(page, track.x + track.width - 3, track.y + track.height / 2);
    // The card just above the thumb, outside the track.
    const cardColour = await pixelAt(page, thumb.x + thumb.width / 2, thumb.y - 4);
    expect
      .soft(contrast(thumbColour, trackColour), 'thumb against track')
      .toBeGreaterThanOrEqual(3);
    expect(contrast(thumbColour, cardColour), 'thumb against the card').toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await close();
  });

  test('a dialog and its first field get no outline of their own', async ({ browser, baseURL }) => {
    const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP, true);
    await page.goto('/');
    // A few seconds on the page first, as a person takes: the app loads the next screens'
    // code and styles in the background, so the dialog's stylesheets arrive in another order
    // than when it opens at once (the order once decided which outline won).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    const email = dialog.getByLabel('E-mail');
    await expect(email).toBeFocused();
    const outline = (element: Locator) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      });
    expect.soft(await outline(dialog), 'the dialog’s outline').toBe(0);
    expect(await outline(email), 'the focused field’s outline').toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

test("the password field's eye button has its focus ring centred in the field's end", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Tab');
  const eye = dialog.getByRole('button', { name: 'Show password' });
  await expect(eye).toBeFocused();
  const geometry = await eye.evaluate((button) => {
    const style = getComputedStyle(button);
    const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const b = button.getBoundingClientRect();
    // The field's outlined box: the nearest ancestor with a border.
    let box: Element = button.parentElement!;
    while (getComputedStyle(box).borderTopStyle === 'none') box = box.parentElement!;
    const f = box.getBoundingClientRect();
    const outer = {
      left: b.left - ring,
      right: b.right + ring,
      top: b.top - ring,
      bottom: b.bottom + ring,
    };
    return {
      visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      centre: [
        (outer.left + outer.right) / 2 - (b.left + b.right) / 2,
        (outer.top + outer.bottom) / 2 - (b.top + b.bottom) / 2,
      ],
      gaps: { top: outer.top - f.top, bottom: f.bottom - outer.bottom, end: f.right - outer.right },
    };
  });
  expect(geometry.visible).toBe(true);
  expect(geometry.centre).toEqual([0, 0]);
  // As far from the field's border at its end as above and below.
  expect(Math.abs(geometry.gaps.end - geometry.gaps.top)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(geometry.gaps.bottom - geometry.gaps.top)).toBeLessThanOrEqual(1.5);
});
