import { describe, expect, it } from 'vitest';
import { CARD_WINDOW_MS, inboxCards } from './inbox-cards.ts';
import { buildNotification, dayMs } from '../testing/notification-fixtures.ts';

const at = (minutes: number) =>
  new Date(Date.UTC(2026, 11, 1, 10) + minutes * 60_000).toISOString();

/** Ben says he will not come on `day`, `minutes` after ten. */
const ben = (id: string, day: string, minutes: number, context = {}) =>
  buildNotification({
    id,
    updatedAt: at(minutes),
    context: {
      userId: 'ben',
      userDisplayName: 'Ben',
      attendance: false,
      timestamp: dayMs(day),
      ...context,
    },
  });

const ids = (cards: ReturnType<typeof inboxCards>) =>
  cards.map((card) => card.days.map((day) => day.id));

describe('inbox cards', () => {
  it('joins one member’s quick run of the same answer into one card, its days earliest first', () => {
    const cards = inboxCards([
      ben('c', '2026-12-06', 2),
      ben('a', '2026-12-11', 1),
      ben('b', '2026-12-05', 0),
    ]);
    expect(ids(cards)).toEqual([['b', 'c', 'a']]);
    expect(cards[0]!.latest.id).toBe('c');
    expect(cards[0]!.unread).toBe(true);
  });

  it('is read only when every day is', () => {
    const [card] = inboxCards([
      ben('b', '2026-12-06', 1, {}),
      { ...ben('a', '2026-12-05', 0), isRead: true },
    ]);
    expect(card!.unread).toBe(true);
    const [read] = inboxCards([{ ...ben('a', '2026-12-05', 0), isRead: true }]);
    expect(read!.unread).toBe(false);
  });

  it('keeps apart other answers, other members, other groups, leavings and slow changes', () => {
    const minutes = CARD_WINDOW_MS / 60_000;
    expect(
      ids(
        inboxCards([
          ben('a', '2026-12-05', 100),
          ben('b', '2026-12-06', 99, { attendance: true }),
          ben('c', '2026-12-07', 98, { userId: 'anna' }),
          { ...ben('d', '2026-12-08', 97), groupId: 'g2' },
          ben('e', '2026-12-09', 96, { kind: 'left', attendance: null }),
          ben('f', '2026-12-10', 95, { kind: 'left', attendance: null }),
          ben('g', '2026-12-11', 94),
          ben('h', '2026-12-12', 94 - minutes - 1),
        ]),
      ),
    ).toEqual([['a'], ['b'], ['c'], ['d'], ['e'], ['f'], ['g'], ['h']]);
  });

  it('never joins entries that do not say who made them', () => {
    const anonymous = (id: string, minutes: number) =>
      buildNotification({ id, updatedAt: at(minutes), context: { userId: undefined } });
    expect(ids(inboxCards([anonymous('a', 1), anonymous('b', 0)]))).toEqual([['a'], ['b']]);
  });
});
