import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, IconButton } from './button.tsx';
import { Drawer } from './drawer.tsx';
import { EditNoteIcon } from './icons.tsx';
import { Popover } from './popover.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('shows on hover as role="tooltip" describing its trigger, and hides on leave', async () => {
    render(
      <Tooltip title="Go to today">
        <Button>Today</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Today' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Go to today');
    expect(trigger).toHaveAccessibleDescription('Go to today');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus and Escape hides it', async () => {
    render(
      <Tooltip title="Add note">
        <IconButton aria-label="Add note">
          <EditNoteIcon />
        </IconButton>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add note');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('Popover', () => {
  it('opens on a tap with its content, says so on its trigger, and a second tap closes it', async () => {
    render(
      <Popover trigger={<Button>Note</Button>} label="Note">
        Bring the music
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Note' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(await screen.findByText('Bring the music')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByText('Bring the music')).not.toBeInTheDocument());
  });
});

function DrawerDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label="Open menu" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </IconButton>
      <Drawer open={open} onClose={() => setOpen(false)} aria-labelledby="drawer-name">
        <h2 id="drawer-name">Ada Lovelace</h2>
        <a href="/profile">Profile</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its header; Escape closes it and focus returns', async () => {
    render(<DrawerDemo />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(drawer).toContainElement(screen.getByRole('link', { name: 'Profile' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
