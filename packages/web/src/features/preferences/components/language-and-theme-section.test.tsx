import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { i18n, setLanguage } from '../../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { LanguageAndThemeSection } from './language-and-theme-section.tsx';

function renderSection() {
  render(
    <AppProvider queryClient={createQueryClient()}>
      <LanguageAndThemeSection />
    </AppProvider>,
  );
  return userEvent.setup();
}

afterEach(async () => {
  localStorage.clear();
  await setLanguage('en');
  delete document.documentElement.dataset.theme;
});

describe('LanguageAndThemeSection', () => {
  it('stores a chosen language on the account and switches the app to it', async () => {
    const calls = stubApi({
      'PUT /api/account/language': ({ body }) =>
        json(200, { user: { ...testUser, ...(body as object), languageChosen: true } }),
    });
    const events = renderSection();
    const language = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('radio', { name: 'Browser default' })).toBeChecked();

    await events.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Sprache' })).toBeVisible();
    expect(language).toHaveAccessibleName('Sprache');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      language: 'de',
      chosen: true,
    });
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('turnout.language')).toBe('de');
  });

  it('keeps the language and says so when the account cannot store it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'PUT /api/account/language': () => apiError(503, 'unavailable') });
    const events = renderSection();
    await events.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The language couldn't be saved. Please try again.",
    );
    expect(screen.getByRole('radio', { name: 'Browser default' })).toBeChecked();
    expect(i18n.language).toBe('en');
  });

  it('applies a theme at once and keeps it on this device', async () => {
    stubApi({});
    const events = renderSection();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

    await events.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('turnout.theme')).toBe('dark');
    await events.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
