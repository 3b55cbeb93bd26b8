import { describe, expect, it } from 'vitest';
import type { PushMessage } from '@turnout/domain';
import { apnsPayload } from './parts/apns-sender.ts';
import { fcmMessage } from './parts/fcm-sender.ts';

// The answer actions in the shells' payloads (docs/native.md#answering-from-a-notification): the
// category the shell registered with the two buttons, and the actions with their tokens.

describe('answer actions for the shells', () => {
  it('the shells’ payloads carry the category and the actions', () => {
    const message: PushMessage = {
      title: 'Gym',
      body: 'Tomorrow 18:30: 2 present, 1 away. Are you coming?',
      targetPath: '/groups/g?activeDay=1',
      groupId: 'g',
      timestamp: 1,
      attendance: null,
      kind: 'reminder',
      actions: [
        { action: 'present', title: "I'm coming", token: 'a.b' },
        { action: 'away', title: "Can't come", token: 'c.d' },
      ],
    };
    const fcm = fcmMessage('device', message).message.data;
    expect(fcm).toMatchObject({ category: 'answer', actions: JSON.stringify(message.actions) });
    // Data only, so the Android shell's service draws it with its buttons.
    expect(fcm).toMatchObject({ title: message.title, body: message.body });
    expect(fcmMessage('device', message).message).not.toHaveProperty('notification');
    expect(fcmMessage('device', message).message.android).not.toHaveProperty('notification');
    const apns = apnsPayload(message);
    expect(apns.aps).toMatchObject({ category: 'answer' });
    expect(apns).toMatchObject({ actions: message.actions });
    const plain: PushMessage = { ...message, actions: undefined };
    expect(fcmMessage('device', plain).message.data).not.toHaveProperty('actions');
    expect(fcmMessage('device', plain).message.notification).toEqual({
      title: message.title,
      body: message.body,
    });
    expect(apnsPayload(plain).aps).not.toHaveProperty('category');
  });
});
