import { screen, waitFor, within } from '@testing-library/react';
import { activeDayParam, toDay, type AttendanceRecord } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { fakeAttendanceServer } from '../testing/fake-attendance-server.ts';
import { renderCalendar, testGroup } from '../testing/render-calendar.tsx';

const day = toDay('2026-11-22');
const at22 = `?activeDay=${activeDayParam(day, 'Europe/Berlin')}`;

function record(userId: string, attendance: boolean, note?: string): AttendanceRecord {
  const member = testGroup.members.find((m) => m.userId === userId);
  const name = member?.userDisplayName ?? 'Former Member';
  return { userId, userDisplayName: name, day, attendance, ...(note ? { note } : {}) };
}

// Looked up once per test: role queries over the whole calendar are slow.
let sheetElement: HTMLElement;
const sheet = () => sheetElement;
const column = (state: string) => within(sheet()).getByRole('region', { name: state });
const count = (state: string) => within(sheet()).getByTestId(`count-${state}`);
const toggle = (state: string) => within(sheet()).getByRole('button', { name: state });

async function open(records: AttendanceRecord[] = []) {
  const server = fakeAttendanceServer(testGroup, records);
  const rendered = renderCalendar(at22);
  sheetElement = screen.getByRole('region', { name: 'Selected day' });
  // The first load can take a while when the whole suite runs in parallel.
  await waitFor(() => expect(toggle('Present')).toBeEnabled(), { timeout: 5000 });
  return { server, ...rendered };
}

// Each test renders five months of cells; typing in the note dialog adds more.
describe('the selected day sheet', { timeout: 20_000 }, () => {
  it('counts and lists the members per state; records of non-members do not count', async () => {
    await open([record('u2', true, 'Bringing the rope'), record('u3', false), record('u9', true)]);
    expect(count('away')).toHaveTextContent('1');
    expect(count('undecided')).toHaveTextContent('1');
    expect(count('present')).toHaveTextContent('1');
    expect(within(column('Away')).getByText('Katherine Johnson')).toBeInTheDocument();
    expect(within(column('Undecided')).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(column('Present')).getByText('Grace Hopper')).toBeInTheDocument();
    // The initials are drawn by CSS from data-initials (see components/member-avatar.tsx).
    expect(column('Present').querySelector('[data-initials="GH"]')).toBeInTheDocument();
    expect(screen.queryByText('Former Member')).not.toBeInTheDocument();
    expect(toggle('Undecided')).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks the owner’s name with the owner’s badge, and no one else’s', async () => {
    await open([record('u2', true), record(testUser.id, true)]);
    const present = column('Present');
    const owner = within(present).getByText(testUser.displayName);
    expect(within(owner).getByText('Owner')).toBeVisible();
    expect(within(present).getAllByText('Owner')).toHaveLength(1);
    expect(within(within(present).getByText('Grace Hopper')).queryByText('Owner')).toBeNull();
  });

  it("shows a member's note under the name, all of it on tap", async () => {
    const { events } = await open([record('u2', true, 'Bringing the rope')]);
    const note = within(column('Present')).getByRole('button', { name: 'Bringing the rope' });
    expect(note).toHaveAttribute('aria-expanded', 'false');
    await events.click(note);
    expect(note).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('sends my choice, and nothing when it does not change', async () => {
    const { server, events } = await open();
    await events.click(toggle('Present'));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]).toMatchObject({
      path: '/api/groups/g1/attendance',
      body: { day: '2026-11-22', state: 'present' },
    });
    await waitFor(() => expect(toggle('Present')).toHaveAttribute('aria-pressed', 'true'));
    await events.click(toggle('Present'));
    expect(server.puts()).toHaveLength(1);
  });

  it('drops my note with the answer it was written for, and undecided clears it', async () => {
    const { server, events } = await open([{ ...record(testUser.id, true, 'Late, around 19:00') }]);
    // docs/decisions/032-notes-belong-to-answers.md: "Late" was said of coming, not of being away.
    await events.click(toggle('Away'));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]?.body).toEqual({ day, state: 'away' });
    await waitFor(() => expect(within(sheet()).queryByText('Late, around 19:00')).toBeNull());
    await events.click(toggle('Undecided'));
    await waitFor(() => expect(server.puts()).toHaveLength(2));
    expect(server.puts()[1]?.body).toEqual({ day, state: 'undecided' });
    await waitFor(() =>
      expect(within(column('Undecided')).getByText('Ada Lovelace')).toBeInTheDocument(),
    );
    expect(within(sheet()).queryByRole('button', { name: 'Late, around 19:00' })).toBeNull();
  });

  it('adds and edits my note; saving it unchanged sends nothing', async () => {
    const { server, events } = await open([record(testUser.id, true)]);
    await events.click(within(sheet()).getByRole('button', { name: 'Add note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Note for Sonntag, 22. November 2026' });
    await events.click(within(dialog).getByLabelText('Note'));
    await events.paste('Bringing chalk');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]?.body).toEqual({ day, state: 'present', note: 'Bringing chalk' });

    await events.click(await within(sheet()).findByRole('button', { name: 'Edit note' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Bringing chalk');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.puts()).toHaveLength(1);
  });

  it('offers a note only once I am away or present', async () => {
    await open();
    expect(within(sheet()).getByRole('button', { name: 'Add note' })).toBeDisabled();
  });

  it('shows the change at once and refetches the interval afterwards', async () => {
    const { server, events } = await open([record('u2', true)]);
    let answer: ((response: Response) => void) | undefined;
    server.answerNextPut(() => new Promise<Response>((resolve) => (answer = resolve)));
    const getsBefore = server.gets().length;
    await events.click(toggle('Present'));
    // The sheet shows it in the tap's frame; the calendar takes it once that frame is painted.
    expect(count('present')).toHaveTextContent('2');
    expect(within(column('Present')).getByText('Ada Lovelace')).toBeInTheDocument();
    const cell = document.querySelector('[data-day="2026-11-22"]');
    await waitFor(() =>
      expect(cell).toHaveAccessibleName(
        /^Sonntag, 22\. November 2026(, today)?, my answer: Present, 2 present, 0 away$/,
      ),
    );
    // And then the request leaves.
    await waitFor(() => expect(answer).toBeDefined());
    answer!(new Response(JSON.stringify({ record: record(testUser.id, true) }), { status: 200 }));
    await waitFor(() => expect(server.gets().length).toBeGreaterThan(getsBefore));
  });

  it('rolls back and explains when the server refuses', async () => {
    const { server, events } = await open([record('u2', true)]);
    let answer: ((response: Response) => void) | undefined;
    server.answerNextPut(() => new Promise<Response>((resolve) => (answer = resolve)));
    await events.click(toggle('Present'));
    expect(count('present')).toHaveTextContent('2');
    await waitFor(() => expect(answer).toBeDefined());
    answer!(apiError(404, 'not-found'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your attendance for Sonntag, 22. November 2026 was not saved. You are no longer a member of this group.',
    );
    await waitFor(() => expect(count('present')).toHaveTextContent('1'));
    expect(toggle('Undecided')).toHaveAttribute('aria-pressed', 'true');
  });

  it("explains a write limit in the server's words", async () => {
    const { server, events } = await open();
    const words =
      'You have changed your days very often in a short time. Please wait 12 minutes and try again.';
    server.answerNextPut(() =>
      Promise.resolve(json(429, { error: { code: 'resource-exhausted', message: words } })),
    );
    await events.click(toggle('Present'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your attendance for Sonntag, 22. November 2026 was not saved. ${words}`,
    );
    expect(toggle('Undecided')).toHaveAttribute('aria-pressed', 'true');
  });
});
