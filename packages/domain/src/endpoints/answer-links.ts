import { answerByTokenInputSchema, answerByTokenResponseSchema } from '../answer-links.ts';
import { endpoint } from './endpoint.ts';

// Answering from a notification's action (docs/decisions/052-answer-tokens.md): no session, the
// token in the body is the whole authority, for that one question.
export const answerLinkEndpoints = {
  answer: endpoint({
    method: 'POST',
    path: '/api/answer-links/answer',
    summary:
      "Answer one day with a notification's token (no session); answering twice changes nothing.",
    access: 'public',
    body: answerByTokenInputSchema,
    responses: { 200: answerByTokenResponseSchema },
    errors: [403, 404],
  }),
} as const;
