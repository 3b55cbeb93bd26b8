import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

describe('Pre Release notice', () => {
  it('explains what is missing, links the contact forms and closes with Understood', async () => {
    const { events } = renderRoute('/groups');
    await events.click(await screen.findByRole('button', { name: 'Pre Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre Release' });

    expect(dialog).toHaveTextContent(/Some features you might expect are still missing/);
    expect(
      within(dialog).getByRole('link', { name: 'contact form on our website' }),
    ).toHaveAttribute('href', testConfig.contactFormUrl);
    expect(
      within(dialog).getByRole('link', { name: 'apply to become an Android tester' }),
    ).toHaveAttribute('href', testConfig.androidTestersUrl);

    await events.click(within(dialog).getByRole('button', { name: 'Understood' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the configured landing message, and no auth buttons when auth is off', async () => {
    renderRoute('/groups', {
      config: { landingMessage: 'Maintenance tonight', authEnabled: false },
    });
    expect(await screen.findByText('Maintenance tonight')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
