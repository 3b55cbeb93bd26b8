import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { useHashDialog } from './use-hash-dialog.ts';

function Screen() {
  const dialog = useHashDialog(['members'] as const);
  return (
    <>
      <button onClick={() => dialog.open('members')}>Members</button>
      {dialog.current === 'members' && (
        <div role="dialog" aria-label="Members">
          <button onClick={dialog.close}>Close</button>
        </div>
      )}
    </>
  );
}

function renderScreen(entry: string) {
  const router = createMemoryRouter([{ path: '/groups/:groupId', element: <Screen /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// The router renders a new location in a transition; until then the dialog's handlers are the
// previous render's. Closing or opening must not undo a navigation that has not rendered yet.
describe('useHashDialog right after a navigation', () => {
  it('does not go Back to the old day when closed after a link to another day', async () => {
    const router = renderScreen('/groups/g1?activeDay=1');
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    const close = await screen.findByRole('button', { name: 'Close' });

    // A notification's link to another day, followed by the dialog's close (Escape, say).
    await router.navigate('/groups/g1?activeDay=2');
    fireEvent.click(close);
    await settle();

    expect(router.state.location.search).toBe('?activeDay=2');
    expect(router.state.location.hash).toBe('');
  });

  it("opens on the router's current query, not the render's", async () => {
    const router = renderScreen('/groups/g1?activeDay=1');
    const open = screen.getByRole('button', { name: 'Members' });

    await router.navigate('/groups/g1?activeDay=2');
    fireEvent.click(open);
    await settle();

    expect(router.state.location.search).toBe('?activeDay=2');
    expect(router.state.location.hash).toBe('#members');
  });

  it('closes a dialog it opened with Back, one opened by a link in place', async () => {
    const router = renderScreen('/groups/g1?activeDay=1#members');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await settle();
    expect(router.state.location).toMatchObject({ search: '?activeDay=1', hash: '' });
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await settle();
    expect(router.state.location).toMatchObject({ search: '?activeDay=1', hash: '' });
    expect(router.state.historyAction).toBe('POP');
  });
});
