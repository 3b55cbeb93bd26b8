import { ANSWER_LINK_STATES, type AnswerByTokenInput } from '@turnout/domain';

// Answering from a native push's action (docs/native.md#answering-from-a-notification): the
// shells register the `answer` category with the actions `present` and `away`; a push carries
// the actions with their tokens (FCM as a JSON string in its data, APNs as an array).

/** The answer a tapped action gives, or undefined for a plain tap or a push without actions. */
export function answerActionOf(actionId: string, data: unknown): AnswerByTokenInput | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  // Android's push plugin calls every tap `tap`; the shell's buttons add the action to the data
  // (AnswerMessagingService.java).
  const answerAction = (data as { answerAction?: unknown }).answerAction;
  const tapped = actionId === 'tap' && typeof answerAction === 'string' ? answerAction : actionId;
  const state = ANSWER_LINK_STATES.find((candidate) => candidate === tapped);
  if (!state) return undefined;
  let actions = (data as { actions?: unknown }).actions;
  if (typeof actions === 'string') {
    try {
      actions = JSON.parse(actions) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(actions)) return undefined;
  const chosen = (actions as unknown[]).find(
    (item): item is { action: string; token: string } =>
      typeof item === 'object' &&
      item !== null &&
      (item as { action?: unknown }).action === state &&
      typeof (item as { token?: unknown }).token === 'string',
  );
  return chosen && { token: chosen.token, state };
}
