import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogActions, DialogContent } from './dialog.tsx';
import { TextField } from './text-field.tsx';

function Opener({ persistent = false, autoFocusField = false }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit group</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit group" persistent={persistent}>
        <DialogContent>
          <TextField label="Name" autoFocus={autoFocusField} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing, and loads nothing, until first opened', () => {
    render(<Dialog open={false} onClose={vi.fn()} title="Members" children="x" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a dialog named by its title, with a Close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    // Nothing inside asks for the focus, so the dialog itself has it (as MUI's did).
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Edit group' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('Escape closes it and the focus returns to the button that opened it', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Edit group' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Edit group' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('the Close button closes it, and the focus returns', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Edit group' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a field with autoFocus has the focus when it opens', async () => {
    render(<Opener autoFocusField />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('a persistent dialog ignores Escape and has no Close button', async () => {
    render(<Opener persistent />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    await screen.findByRole('dialog', { name: 'Edit group' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit group' })).toBeInTheDocument();
  });
});
