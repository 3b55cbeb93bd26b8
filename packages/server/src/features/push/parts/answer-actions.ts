import { ANSWER_ACTION_TITLES, ANSWER_LINK_STATES, type Day } from '@turnout/domain';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { readPushSchedule } from '../data.ts';
import { answerTokenExpiry, type AnswerTokens } from '../../answer-links/parts/tokens.ts';
import type { ActionsFor } from './notices.ts';

/**
 * "I'm coming" and "Can't come" for a recipient (docs/decisions/052-answer-tokens.md): one
 * token per action, made for that member's answer to the group's day and no other, expiring
 * at the day's end or its deadline. None when the day can no longer be answered, or when no
 * tokens are made.
 */
export async function answerActions(
  db: Database,
  tokens: AnswerTokens | undefined,
  timeZone: Config['timeZone'],
  groupId: string,
  day: Day,
): Promise<ActionsFor | undefined> {
  if (!tokens) return undefined;
  const schedule = await readPushSchedule(db, groupId);
  const expiresAt = answerTokenExpiry(schedule, day, timeZone);
  if (Date.now() >= expiresAt) return undefined;
  return async (userId, language) =>
    Promise.all(
      ANSWER_LINK_STATES.map(async (action) => ({
        action,
        title: ANSWER_ACTION_TITLES[language][action],
        token: await tokens.answer({ userId, groupId, day, states: [action], expiresAt }),
      })),
    );
}
