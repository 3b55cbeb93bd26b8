import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// Vitest stubs CSS imports, ?raw too: hand the page the real file, as the build's ?raw does.
vi.mock('../../../components/ui/tokens.css?raw', () => ({
  default: readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../components/ui/tokens.css'),
    'utf8',
  ),
}));

const slow = { timeout: 5000 };

describe('theme preview', () => {
  it("shows every token of the light and the dark theme, each on its theme's background", async () => {
    renderRoute('/debug/theme', { user: testUser, config: { debug: true } });
    const light = await screen.findByRole('region', { name: 'light' }, slow);
    const dark = screen.getByRole('region', { name: 'dark' });

    expect(light).toHaveTextContent('--color-primary #246ab3');
    expect(light).toHaveTextContent('--toolbar-height 64px');
    expect(dark).toHaveTextContent('--color-primary');
    expect(dark).not.toHaveTextContent('--color-primary #246ab3');
    expect(light).toHaveStyle({ background: '#f2f2f2' });
    expect(dark).not.toHaveStyle({ background: '#f2f2f2' });
  });

  it('opens a dialog of the chosen size', async () => {
    const { events } = renderRoute('/debug/theme', { user: testUser, config: { debug: true } });
    await events.click(await screen.findByRole('button', { name: /lg/ }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'lg' }, slow);
    expect(within(dialog).getByText(/580/)).toBeVisible();
  });
});
