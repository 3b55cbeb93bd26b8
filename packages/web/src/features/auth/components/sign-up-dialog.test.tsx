import { screen, within } from '@testing-library/react';
import { LIMITS, SIGN_UP_ERROR_MESSAGES } from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

async function openSignUp() {
  const { events } = renderRoute('/groups');
  await events.click(await screen.findByRole('button', { name: 'Sign Up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = () => within(dialog).getByRole('button', { name: 'Sign Up' });
  return { events, dialog, field, submit };
}

describe('Sign Up dialog', () => {
  it('checks each field when it loses focus, with the product messages', async () => {
    const { events, dialog, field } = await openSignUp();
    // Nothing is said before a field was left.
    expect(within(dialog).queryByText("Name can't be empty")).not.toBeInTheDocument();

    await events.click(field('Name'));
    await events.tab();
    expect(within(dialog).getByText("Name can't be empty")).toBeInTheDocument();

    await events.click(field('E-mail'));
    await events.tab();
    expect(within(dialog).getByText("E-mail can't be empty")).toBeInTheDocument();

    await events.click(field('Password'));
    await events.tab();
    expect(within(dialog).getByText("Password can't be empty")).toBeInTheDocument();

    await events.type(field('Password'), '12345');
    await events.tab();
    expect(
      within(dialog).getByText('Password must have at least 6 characters'),
    ).toBeInTheDocument();

    // Fixing a field clears its message.
    await events.type(field('Name'), 'Ada');
    expect(within(dialog).queryByText("Name can't be empty")).not.toBeInTheDocument();
  });

  it('keeps Sign Up disabled until the whole form is valid', async () => {
    const { events, field, submit } = await openSignUp();
    expect(submit()).toBeDisabled();
    await events.type(field('Name'), 'Ada');
    await events.type(field('E-mail'), 'ada@example.com');
    expect(submit()).toBeDisabled();
    await events.type(field('Password'), '12345');
    expect(submit()).toBeDisabled();
    await events.type(field('Password'), '6');
    expect(submit()).toBeEnabled();
  });

  it('states the privacy consent with a link to the privacy notice', async () => {
    const { dialog } = await openSignUp();
    expect(dialog).toHaveTextContent(/by signing up, you agree .* privacy notice/i);
    expect(within(dialog).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it.each(Object.entries(SIGN_UP_ERROR_MESSAGES))(
    'shows the product’s message for %s in a toast',
    async (code, message) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => apiError(400, code)),
      );
      const { events, field, submit } = await openSignUp();
      await events.type(field('Name'), 'Ada');
      await events.type(field('E-mail'), 'ada@example.com');
      await events.type(field('Password'), 'secret123');
      await events.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(submit()).toBeEnabled();
    },
  );

  it('says at the field that a name is too long, before anything is sent', async () => {
    const fetch = vi.fn(async () => apiError(500, 'internal'));
    vi.stubGlobal('fetch', fetch);
    const { events, dialog, field, submit } = await openSignUp();
    await events.click(field('Name'));
    await events.paste('x'.repeat(2000));
    await events.type(field('E-mail'), 'ada@example.com');
    await events.type(field('Password'), 'secret123');
    expect(
      within(dialog).getByText(`Name must have at most ${LIMITS.displayName} characters`),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await events.type(field('Password'), '{Enter}');
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('sign-up'), expect.anything());

    // Back within the limit, the message goes and the form can be sent.
    await events.clear(field('Name'));
    await events.type(field('Name'), 'Ada');
    expect(within(dialog).queryByText(/at most/)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('shows a refusal the server explains in its words, not as "An error occured"', async () => {
    const message = `Invalid body: name: Name must have at most ${LIMITS.displayName} characters`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: { code: 'invalid-argument', message } })),
    );
    const { events, field, submit } = await openSignUp();
    await events.type(field('Name'), 'Ada');
    await events.type(field('E-mail'), 'ada@example.com');
    await events.type(field('Password'), 'secret123');
    await events.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Name must have at most ${LIMITS.displayName} characters`);
    expect(alert).not.toHaveTextContent(/error occured|invalid-argument|Invalid body/);
  });
});
