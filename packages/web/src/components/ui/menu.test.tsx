import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './button.tsx';
import { MoreVertIcon } from './icons.tsx';
import { Menu, MenuCheckboxItem, MenuDivider, MenuItem } from './menu.tsx';

function GroupMenu({ onMembers = vi.fn() }) {
  const [muted, setMuted] = useState(false);
  return (
    <MemoryRouter>
      <Menu
        label="Group menu"
        trigger={
          <IconButton aria-label="Group menu">
            <MoreVertIcon />
          </IconButton>
        }
      >
        <MenuItem onClick={onMembers}>Members</MenuItem>
        <MenuItem to="/settings">Settings</MenuItem>
        <MenuDivider />
        <MenuCheckboxItem checked={muted} onCheckedChange={setMuted}>
          Mute
        </MenuCheckboxItem>
      </Menu>
    </MemoryRouter>
  );
}

describe('Menu', () => {
  it('its trigger is a plain button that says it opens a menu, closed at first', () => {
    render(<GroupMenu />);
    const trigger = screen.getByRole('button', { name: 'Group menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens a named menu of items; choosing one runs it, closes the menu and returns focus', async () => {
    const onMembers = vi.fn();
    render(<GroupMenu onMembers={onMembers} />);
    const trigger = screen.getByRole('button', { name: 'Group menu' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('menu', { name: 'Group menu' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Members' }));
    expect(onMembers).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('a checkbox item is a menuitemcheckbox whose aria-checked follows its state', async () => {
    render(<GroupMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Group menu' }));
    const mute = await screen.findByRole('menuitemcheckbox', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(mute);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Mute' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('Escape closes it and the focus returns to the trigger; the trigger toggles it', async () => {
    render(<GroupMenu />);
    const trigger = screen.getByRole('button', { name: 'Group menu' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens from the keyboard and the arrow keys move through the items', async () => {
    render(<GroupMenu />);
    screen.getByRole('button', { name: 'Group menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Base UI moves focus into the popup after it mounts; a key pressed before goes elsewhere.
    await waitFor(() => expect(menu).toHaveFocus(), { timeout: 5000 });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Members' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
  });
});
