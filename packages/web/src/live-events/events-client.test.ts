import type { EventPayload } from '@turnout/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { backoffDelay, connectEvents } from './events-client.ts';

function connect(lastEventId?: string) {
  const events: EventPayload[] = [];
  const onResync = vi.fn();
  const onRefused = vi.fn();
  const client = connectEvents({
    url: '/api/events',
    lastEventId,
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    onEvent: (event) => events.push(event),
    onResync,
    onRefused,
    // No jitter: the delays are exact.
    random: () => 1,
  });
  return { events, onResync, onRefused, client };
}

const changed = { type: 'attendance.changed', groupId: 'g1', userId: 'u2', day: '2026-03-29' };

beforeEach(() => {
  FakeEventSource.reset();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('events client', () => {
  it('opens one connection and hands on the events it understands', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events } = connect();
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.latest();
    source.open();
    source.send('attendance.changed', changed, '7');
    source.send('notification.changed', { type: 'notification.changed', notificationId: 'n1' });
    source.send('group.updated', '{not json');
    source.send('group.updated', { type: 'group.updated' });

    expect(events).toEqual([changed, { type: 'notification.changed', notificationId: 'n1' }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('passes on a resync', () => {
    const { onResync } = connect();
    FakeEventSource.latest().send('resync', { type: 'resync' }, '12');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('lets the browser retry a dropped connection itself (it sends Last-Event-ID)', () => {
    connect();
    const source = FakeEventSource.latest();
    source.open();
    source.fail(FakeEventSource.CONNECTING);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source.readyState).toBe(FakeEventSource.CONNECTING);
  });

  it('says when the server refused the stream (an error answer), not when the network dropped', () => {
    const { onRefused } = connect();
    const source = FakeEventSource.latest();
    source.open();
    source.fail(FakeEventSource.CONNECTING);
    expect(onRefused).not.toHaveBeenCalled();
    source.fail(FakeEventSource.CLOSED);
    expect(onRefused).toHaveBeenCalledTimes(1);
    // And it still reconnects by itself.
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('reconnects with growing delays when the browser gives up, naming the last event', () => {
    const { onResync } = connect();
    FakeEventSource.latest().open();
    FakeEventSource.latest().send('attendance.changed', changed, '41');

    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = FakeEventSource.instances.length;
      FakeEventSource.latest().fail(FakeEventSource.CLOSED);
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(FakeEventSource.latest().url).toBe('/api/events?lastEventId=41');
    // The server replays from that id; nothing needs refetching.
    FakeEventSource.latest().open();
    expect(onResync).not.toHaveBeenCalled();
  });

  it('starts from the id the page’s data is current to, and reconnects from it too', () => {
    const { onResync } = connect('17');
    const first = FakeEventSource.latest();
    expect(first.url).toBe('/api/events?lastEventId=17');
    first.open();
    first.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1000);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/events?lastEventId=17');
    // The server replays what came after it: nothing needs refetching.
    second.open();
    expect(onResync).not.toHaveBeenCalled();
  });

  it('takes over when the browser keeps failing to reconnect', () => {
    connect();
    const source = FakeEventSource.latest();
    source.open();
    for (let i = 0; i < 3; i++) source.fail(FakeEventSource.CONNECTING);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('refetches everything after reconnecting without a known event id', () => {
    const { onResync } = connect();
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1000);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/events');
    second.open();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('starts the backoff again after a successful connection', () => {
    connect();
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1000);
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(2000);
    FakeEventSource.latest().open();
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('reconnects at once when the device comes back online', () => {
    connect();
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('closes for good', () => {
    const { client } = connect();
    const source = FakeEventSource.latest();
    client.close();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    source.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('backoffDelay', () => {
  it('doubles up to the cap, half of it random', () => {
    expect(backoffDelay(0, 1000, 30_000, 0)).toBe(500);
    expect(backoffDelay(3, 1000, 30_000, 0.5)).toBe(6000);
    expect(backoffDelay(10, 1000, 30_000, 1)).toBe(30_000);
  });
});
