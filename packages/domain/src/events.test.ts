import { describe, expect, it } from 'vitest';
import { EVENT_NAMES, eventPayloadSchema, groupIdOfEvent } from './events.ts';

describe('live events', () => {
  it('are named {entity}.{verb-past}', () => {
    // The verb may say what of the entity changed: attendance.series-changed.
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z]+\.([a-z]+-)?[a-z]+ed$/);
  });

  it('parse by type', () => {
    const changed = { type: 'attendance.changed', groupId: 'g1', userId: 'u1', day: '2026-03-29' };
    expect(eventPayloadSchema.parse(changed)).toEqual(changed);
    expect(eventPayloadSchema.parse({ type: 'notification.changed' })).toEqual({
      type: 'notification.changed',
    });
    expect(eventPayloadSchema.safeParse({ ...changed, day: '2026-02-30' }).success).toBe(false);
    expect(eventPayloadSchema.safeParse({ type: 'group.renamed', groupId: 'g1' }).success).toBe(
      false,
    );
    expect(eventPayloadSchema.safeParse({ type: 'member.removed', groupId: 'g1' }).success).toBe(
      false,
    );
  });

  it('name their group', () => {
    expect(groupIdOfEvent({ type: 'group.deleted', groupId: 'g1' })).toBe('g1');
    expect(groupIdOfEvent({ type: 'notification.changed', notificationId: 'n1' })).toBeUndefined();
  });
});
