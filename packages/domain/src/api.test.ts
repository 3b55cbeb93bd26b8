import { describe, expect, it } from 'vitest';
import { pathFor } from './api.ts';
import { API_PATHS } from './endpoints/paths.ts';

describe('pathFor', () => {
  it('fills and encodes every parameter', () => {
    expect(pathFor(API_PATHS.groupMember, { groupId: 'g 1', userId: 'ü/2' })).toBe(
      '/api/groups/g%201/members/%C3%BC%2F2',
    );
    expect(pathFor(API_PATHS.join, { inviteCode: 'ABC' })).toBe('/api/invites/ABC/join');
    expect(pathFor(API_PATHS.groups, {})).toBe('/api/groups');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathFor('/api/groups/:groupId', {} as { groupId: string })).toThrow(TypeError);
  });

  it('keeps every API path under /api', () => {
    for (const path of Object.values(API_PATHS)) expect(path).toMatch(/^\/api\//);
  });
});
