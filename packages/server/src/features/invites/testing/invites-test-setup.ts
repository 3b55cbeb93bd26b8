import { API_PATHS, JOIN_ERROR_MESSAGES, pathFor } from '@turnout/domain';
import type { TestApp } from '../../../test/app.ts';
import type { SignedInUser } from '../../../test/factories.ts';

// What the invite tests share across their files (links, expiry and revocation, joining): the
// answer to a code that no longer works, and the requests that reach a group's link.

export const INVITE_NOT_FOUND = {
  error: { code: 'invite-not-found', message: JOIN_ERROR_MESSAGES['invite-not-found'] },
};

/** Joining through the code, as the user (or a visitor). */
export const joinAs = (t: TestApp) => (inviteCode: string, as?: SignedInUser) =>
  t.request({ method: 'POST', url: pathFor(API_PATHS.join, { inviteCode }), as });

/** The owner's view of a group's link: read, renew or revoke it. */
export const inviteUrl = (groupId: string) => pathFor(API_PATHS.groupInvite, { groupId });

/** The join screen's view of a code, open to visitors. */
export const previewUrl = (inviteCode: string) => pathFor(API_PATHS.invite, { inviteCode });
