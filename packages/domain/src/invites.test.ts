import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET } from './constants.ts';
import {
  generateInviteCode,
  inviteLink,
  inviteSchema,
  inviteShareContent,
  parseInviteCode,
} from './invites.ts';
import { joinErrorMessage } from './messages.ts';

describe('generateInviteCode (docs/product.md#invites, #codes-and-versions)', () => {
  it('makes 24 characters A-Z0-9 by default', () => {
    const code = generateInviteCode();
    expect(code).toMatch(/^[A-Z0-9]{24}$/);
    expect(generateInviteCode(1)).toMatch(/^[A-Z0-9]$/);
    expect(generateInviteCode(100_000)).toHaveLength(100_000);
  });

  it('never repeats in practice', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateInviteCode()));
    expect(codes.size).toBe(1000);
  });

  it('uses every character about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const char of generateInviteCode(360_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...INVITE_CODE_ALPHABET].sort().join(''));
    // Expected 10,000 each (σ ≈ 99); a plain modulo over bytes would give A–D about 11,250.
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('refuses a length of zero or less, or not a whole number', () => {
    for (const length of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => generateInviteCode(length), String(length)).toThrow(RangeError);
    }
  });
});

describe('invite links (docs/product.md#invite-links-and-sharing)', () => {
  const code = 'ABCDEFGHIJKLMNOPQRSTUVWX';

  it('joins the public URL and the code', () => {
    expect(inviteLink('https://turnout.example', code)).toBe(
      `https://turnout.example/join/${code}`,
    );
    expect(inviteLink('https://turnout.example/', code)).toBe(
      `https://turnout.example/join/${code}`,
    );
    expect(inviteLink('https://example.org/turnout//', code)).toBe(
      `https://example.org/turnout/join/${code}`,
    );
  });

  it('finds the code in a pasted code or link', () => {
    expect(parseInviteCode(code)).toBe(code);
    expect(parseInviteCode(`  ${code.toLowerCase()}\n`)).toBe(code);
    expect(parseInviteCode(`https://turnout.example/join/${code}`)).toBe(code);
    expect(parseInviteCode(`https://turnout.example/join/${code}/`)).toBe(code);
    expect(parseInviteCode(`https://turnout.example/join/${code}?utm=x#top`)).toBe(code);
    expect(parseInviteCode(`turnout.example/join/${code}`)).toBe(code);
    expect(parseInviteCode(`/join/${code}`)).toBe(code);
  });

  it('finds nothing in anything else', () => {
    for (const input of [
      '',
      'hello',
      code.slice(1),
      `${code}A`,
      `https://turnout.example/groups/${code}`,
      `https://turnout.example/join/${code}/more`,
      `https://turnout.example/join/`,
      `${code.slice(0, 23)}-`,
    ]) {
      expect(parseInviteCode(input), input).toBeUndefined();
    }
  });

  it('shares a title, a text naming the owner, and the link', () => {
    const link = inviteLink('https://turnout.example', code);
    expect(inviteShareContent({ groupName: 'Gym', groupOwnerDisplayName: 'Ada' }, link)).toEqual({
      title: 'Join Gym on Turnout',
      text: 'Ada invites you to join the group Gym on Turnout.',
      url: link,
    });
    expect(
      inviteShareContent({ groupName: '$& $1', groupOwnerDisplayName: '{groupName}' }, link).text,
    ).toBe('{groupName} invites you to join the group $& $1 on Turnout.');
  });
});

describe('invite schema', () => {
  const invite = {
    inviteCode: 'ABCDEFGHIJKLMNOPQRSTUVWX',
    groupId: 'g1',
    groupName: 'Gym',
    groupOwnerId: 'u1',
    groupOwnerDisplayName: 'Ada',
  };

  it('takes optional location, description and expiry', () => {
    expect(inviteSchema.parse(invite)).toEqual(invite);
    const full = {
      ...invite,
      groupLocation: 'Hall 2',
      groupDescription: 'Tuesdays',
      expires: '2026-12-31T23:00:00.000Z',
    };
    expect(inviteSchema.parse(full)).toEqual(full);
    expect(inviteSchema.parse({ ...invite, expires: null }).expires).toBeNull();
  });

  it('refuses a malformed code or expiry', () => {
    expect(inviteSchema.safeParse({ ...invite, inviteCode: 'abc' }).success).toBe(false);
    expect(inviteSchema.safeParse({ ...invite, expires: 'tomorrow' }).success).toBe(false);
  });
});

describe('join errors (docs/product.md#join-errors)', () => {
  it('have a clear sentence for each code', () => {
    expect(joinErrorMessage('invite-not-found')).toMatch(/invite link is not valid/);
    expect(joinErrorMessage('membership-write-denied')).toMatch(/could not be added/);
    expect(joinErrorMessage('max-retries-exceeded')).toMatch(/try again/);
    expect(joinErrorMessage('other-thing')).toBe('An error occured: other-thing');
  });
});
