import {
  trainingRulesOn,
  type AnswerLinkState,
  type Day,
  type Language,
  type TrainingRules,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { requireMember, type GroupAccess } from '../../http/gate.ts';
import type { Realtime } from '../../live-events/realtime.ts';
import { changeAttendance } from '../attendance/parts/change.ts';
import { changeLimitedAttendance } from '../attendance/parts/waitlist.ts';
import { requireAnswerWindow, requireOpenAnswer } from '../attendance/policy.ts';
import { readSchedule } from '../groups/data.ts';
import type { PushService } from '../push/parts/push-service.ts';
import { turnOffMail } from '../season/mutations.ts';
import type { Database } from '../../db/client.ts';
import { readTokenMember, type TokenMember } from './data.ts';
import type { AnswerClaim, AnswerTokens } from './parts/tokens.ts';

// Redeeming an answer token (docs/decisions/052-answer-tokens.md): the token names the member,
// the group and the day; the answer then takes the very path a tap in the app takes (the
// attendance route's): membership through the gate, the answer window, the deadline, the day's
// limit and waitlist, the inbox entries, live events, pushes and webhooks. Answering twice
// changes nothing the second time. A refusal carries the member's language, so it is said in
// their words wherever it is shown (a notification, the mail's page).

export interface AnswerDeps {
  db: Database;
  realtime: Realtime;
  push: PushService;
  /**
   * The group's webhooks hear of the answer as of an answer in the app: the change's statement
   * queues the deliveries (docs/decisions/067-every-answer-queues-its-webhooks-with-it.md); the
   * worker is woken when it queued any.
   */
  webhooks: { wake(): void };
  tokens: AnswerTokens;
  timeZone: string;
}

/** A refused token: the error to answer, and the member's language once known. */
export class AnswerRefused extends Error {
  readonly error: ApiError;
  readonly language: Language | undefined;
  constructor(error: ApiError, language?: Language) {
    super(error.message);
    this.error = error;
    this.language = language;
  }
}

export interface CheckedToken {
  claim: AnswerClaim;
  member: TokenMember;
  access: GroupAccess;
  rules: TrainingRules | undefined;
}

function invalidLink(): ApiError {
  return new ApiError('expired-link', { key: 'answerLinks.invalid' });
}

/**
 * Whether the token may still answer, now: a good signature, an account that still exists and
 * may sign in, still a member (the gate says removed or not found), answers still open for the
 * day under its current rules (the deadline's own words), and the token not expired.
 */
export async function checkAnswerToken(
  deps: Pick<AnswerDeps, 'db' | 'tokens' | 'timeZone'>,
  token: string,
  now: number = Date.now(),
): Promise<CheckedToken> {
  const claim = await deps.tokens.readAnswer(token);
  if (!claim) throw new AnswerRefused(invalidLink());
  const member = await readTokenMember(deps.db, claim.userId);
  if (!member || member.disabled) throw new AnswerRefused(invalidLink());
  const refuse = (error: unknown): never => {
    if (error instanceof ApiError) throw new AnswerRefused(error, member.language);
    throw error;
  };
  const access = await requireMember(deps.db, claim.groupId, claim.userId).catch(refuse);
  const rules = trainingRulesOn(await readSchedule(deps.db, access.groupId), claim.day);
  try {
    requireAnswerWindow(claim.day, claim.day, now);
    requireOpenAnswer(rules, claim.day, { now, timeZone: deps.timeZone, runsTrainings: false });
  } catch (error) {
    refuse(error);
  }
  if (now >= claim.expiresAt) {
    throw new AnswerRefused(
      new ApiError('expired-link', { key: 'answerLinks.expired' }),
      member.language,
    );
  }
  return { claim, member, access, rules };
}

export interface TokenAnswer {
  checked: CheckedToken;
  state: AnswerLinkState;
  day: Day;
  /** The place on the day's waitlist (1 is next) when the day is full. */
  waitingPlace: number | undefined;
  changed: boolean;
}

/** Answers the token's question with `state`, as the member's own tap would. */
export async function answerByToken(
  deps: AnswerDeps,
  args: { token: string; state: AnswerLinkState; now?: Date },
): Promise<TokenAnswer> {
  const now = args.now ?? new Date();
  const checked = await checkAnswerToken(deps, args.token, now.getTime());
  const { claim, access, rules, member } = checked;
  if (!claim.states.includes(args.state)) {
    throw new AnswerRefused(
      new ApiError('permission-denied', { key: 'answerLinks.notAllowed' }),
      member.language,
    );
  }
  const change = { groupId: access.groupId, userId: claim.userId, day: claim.day, now };
  const write = { ...change, state: args.state, webhook: true };
  const result =
    rules?.limit != null
      ? await changeLimitedAttendance(deps, write, rules)
      : { ...(await changeAttendance(deps, write)), waitingPlace: undefined };
  if (result.webhooksQueued) deps.webhooks.wake();
  return {
    checked,
    state: args.state,
    day: claim.day,
    waitingPlace: result.waitingPlace,
    changed: result.changed,
  };
}

/** One-click unsubscribe (RFC 8058): the token's kind of mail off for its member and group. */
export async function unsubscribeByToken(
  deps: Pick<AnswerDeps, 'db' | 'tokens'>,
  token: string,
): Promise<{ groupId: string; list: 'reminder-mails' | 'digest' } | undefined> {
  const claim = await deps.tokens.readUnsubscribe(token);
  if (!claim) return undefined;
  await turnOffMail(deps.db, claim);
  return { groupId: claim.groupId, list: claim.list };
}
