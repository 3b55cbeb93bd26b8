import { z } from 'zod/mini';

// Answering without opening the app (docs/decisions/052-answer-tokens.md): a notification's
// actions and an e-mail's buttons carry a signed token made for one question (member, group,
// day, the answers it allows). Redeeming it answers through the same day change a tap in the app
// uses. The token is opaque to clients: only the server reads and checks it.

/** The answers a token may give: the notification's two actions, the mail's two buttons. */
export const ANSWER_LINK_STATES = ['present', 'away'] as const;
export const answerLinkStateSchema = z.enum(ANSWER_LINK_STATES);
export type AnswerLinkState = z.infer<typeof answerLinkStateSchema>;

/**
 * The notification category of a push with the answer actions (their ids ANSWER_LINK_STATES),
 * which each native shell registers at start (docs/native.md#answering-from-a-notification).
 */
export const ANSWER_PUSH_CATEGORY = 'answer';

/** Longest token accepted; a real one is about 250 characters. */
export const MAX_ANSWER_TOKEN_LENGTH = 1024;

export const answerTokenSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_ANSWER_TOKEN_LENGTH), z.regex(/^[A-Za-z0-9_.-]+$/));

/** POST /api/answer-links/answer: the notification's action (the service worker, the shells). */
export const answerByTokenInputSchema = z.strictObject({
  token: answerTokenSchema,
  state: answerLinkStateSchema,
});
export type AnswerByTokenInput = z.infer<typeof answerByTokenInputSchema>;

/**
 * What the answer did, with the short confirmation to show, in the member's language: "You're
 * coming on Thursday", or the waitlist's place when the day is full.
 */
export const answerByTokenResponseSchema = z.object({
  state: answerLinkStateSchema,
  /** The member's place on the day's waitlist (1 is next); absent when not waiting. */
  waitingPlace: z.optional(z.int()),
  title: z.string(),
  message: z.string(),
});
export type AnswerByTokenResponse = z.infer<typeof answerByTokenResponseSchema>;

/** One action of a notification: its id (the answer), its label and its own token. */
export const pushActionSchema = z.object({
  action: answerLinkStateSchema,
  title: z.string(),
  token: z.string(),
});
export type PushAction = z.infer<typeof pushActionSchema>;

/** The notifications' action labels, per language (the server words the push, the shells too). */
export const ANSWER_ACTION_TITLES = {
  en: { present: "I'm coming", away: "Can't come" },
  de: { present: 'Ich komme', away: 'Kann nicht' },
} as const satisfies Record<'en' | 'de', Record<AnswerLinkState, string>>;

/**
 * The page an e-mail's answer links open (GET shows the question, POST answers), the token after
 * the prefix. A wildcard rather than a parameter: a token is longer than the router's parameters.
 */
export const ANSWER_PAGE_PATH = '/answer/*';
/** One-click unsubscribe (RFC 8058): GET shows a button, POST unsubscribes. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe/*';
