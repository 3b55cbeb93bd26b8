import { z } from 'zod/mini';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from './constants.ts';
import { fillTemplate, INVITE_MESSAGES } from './messages.ts';

// Invite codes and links: docs/product.md#invites and #invite-links-and-sharing.

// The largest multiple of the alphabet's size that fits in a byte: bytes at or above it are
// drawn again, so every character is exactly equally likely (no modulo bias).
const UNBIASED_LIMIT = 256 - (256 % INVITE_CODE_ALPHABET.length);

/** A fresh invite code of `length` characters A–Z0–9 from the platform's cryptographic source. */
export function generateInviteCode(length: number = INVITE_CODE_LENGTH): string {
  if (!Number.isInteger(length) || length <= 0) {
    throw new RangeError(`Invite code length must be a whole number above zero, got ${length}`);
  }
  let code = '';
  while (code.length < length) {
    // getRandomValues fills at most 65,536 bytes per call.
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.min(length, 65_536)));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}

export const inviteCodeSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`),
      `expected ${INVITE_CODE_LENGTH} characters A-Z and 0-9`,
    ),
  );

/** The share link: the public URL (without a trailing slash) + `/join/` + the code. */
export function inviteLink(publicUrl: string, inviteCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/join/${encodeURIComponent(inviteCode)}`;
}

/**
 * The invite code in what someone pasted into the join field: a bare code or a whole join link
 * (any host, with or without scheme, query or fragment). Letters are upper-cased, since codes
 * only have capitals. Undefined when no code can be found.
 */
export function parseInviteCode(input: string): string | undefined {
  const text = input.trim();
  const fromLink = /(?:^|\/)join\/([A-Za-z0-9]+)\/?(?:[?#].*)?$/.exec(text)?.[1];
  const candidate = (fromLink ?? text).toUpperCase();
  return inviteCodeSchema.safeParse(candidate).success ? candidate : undefined;
}

/** What the native share sheet gets (title, a text naming the owner, the link; docs/product.md#invite-dialog). */
export function inviteShareContent(
  invite: Pick<Invite, 'groupName' | 'groupOwnerDisplayName'>,
  link: string,
): { title: string; text: string; url: string } {
  const values = { groupName: invite.groupName, ownerDisplayName: invite.groupOwnerDisplayName };
  return {
    title: fillTemplate(INVITE_MESSAGES.shareTitle, values),
    text: fillTemplate(INVITE_MESSAGES.shareText, values),
    url: link,
  };
}

/**
 * How long a new invite link works (docs/decisions/012-invite-expiry-and-removal.md): the
 * owner's choice in the invite dialog; a group's first link and a link made without a choice get
 * the default.
 */
export const INVITE_EXPIRY_CHOICES = ['1d', '7d', '30d', 'never'] as const;
export type InviteExpiry = (typeof INVITE_EXPIRY_CHOICES)[number];
export const DEFAULT_INVITE_EXPIRY: InviteExpiry = '7d';

const EXPIRY_DAYS: Record<InviteExpiry, number | null> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  never: null,
};

/** When a link made at `now` with this choice stops working; null: never. */
export function inviteExpiresAt(choice: InviteExpiry, now: Date): Date | null {
  const days = EXPIRY_DAYS[choice];
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** POST /api/groups/:groupId/invite — make or replace the link; no body: the default expiry. */
export const createInviteInputSchema = z.strictObject({
  expiresIn: z.optional(z.enum(INVITE_EXPIRY_CHOICES)),
});
export type CreateInviteInput = z.infer<typeof createInviteInputSchema>;

/**
 * PATCH /api/groups/:groupId/invite — the current link works for this long from now, its code
 * unchanged, so the link people already have keeps working (docs/decisions/031-removal-keeps-the-link.md).
 */
export const changeInviteExpiryInputSchema = z.strictObject({
  expiresIn: z.enum(INVITE_EXPIRY_CHOICES),
});
export type ChangeInviteExpiryInput = z.infer<typeof changeInviteExpiryInputSchema>;

/** An invite as the API returns it (docs/product.md#invites). `expires`: ISO time, or null for never. */
export const inviteSchema = z.object({
  inviteCode: inviteCodeSchema,
  groupId: z.string(),
  groupName: z.string(),
  groupOwnerId: z.string(),
  groupOwnerDisplayName: z.string(),
  groupLocation: z.optional(z.string()),
  groupDescription: z.optional(z.string()),
  expires: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type Invite = z.infer<typeof inviteSchema>;

/** GET /api/invites/:inviteCode — the public preview on the join screen. */
export const inviteResponseSchema = z.object({ invite: inviteSchema });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** GET/POST /api/groups/:groupId/invite — the group's current invite; null: not shared yet. */
export const groupInviteResponseSchema = z.object({ invite: z.nullable(inviteSchema) });
export type GroupInviteResponse = z.infer<typeof groupInviteResponseSchema>;

/** GET /api/invites — the invites of the groups I own. */
export const inviteListResponseSchema = z.object({ invites: z.array(inviteSchema) });
export type InviteListResponse = z.infer<typeof inviteListResponseSchema>;

/** POST /api/invites/:inviteCode/join. An existing member gets `alreadyMember: true`. */
export const joinResponseSchema = z.object({
  groupId: z.string(),
  alreadyMember: z.boolean(),
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;
